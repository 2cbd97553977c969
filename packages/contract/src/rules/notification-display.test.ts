import { describe, expect, it } from 'vitest';
import { notificationPatchSchema, notificationDraftSchema } from '../notifications';
import { messagePreview, unreadBadgeText } from './notification-display';

describe('unreadBadgeText', () => {
  it('shows no badge without unread notifications', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(-1)).toBeNull();
  });

  it('shows the count up to 99, then 99+', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(12_345)).toBe('99+');
  });
});

describe('messagePreview', () => {
  it('keeps a message of 100 characters or fewer whole', () => {
    expect(messagePreview('Short')).toBe('Short');
    const exactly = 'x'.repeat(100);
    expect(messagePreview(exactly)).toBe(exactly);
  });

  it('cuts a longer message to 100 characters plus an ellipsis', () => {
    const long = `${'a'.repeat(100)}bcdef`;
    expect(messagePreview(long)).toBe(`${'a'.repeat(100)}...`);
  });

  it('never splits a character made of two code units', () => {
    const preview = messagePreview('🚗'.repeat(101));
    expect(preview).toBe(`${'🚗'.repeat(100)}...`);
  });
});

describe('notificationPatchSchema', () => {
  it('accepts is_read or is_dismissed set to true', () => {
    expect(notificationPatchSchema.safeParse({ is_read: true }).success).toBe(true);
    expect(notificationPatchSchema.safeParse({ is_dismissed: true }).success).toBe(true);
  });

  it('refuses false (there is no way back); an empty body changes nothing', () => {
    const back = notificationPatchSchema.safeParse({ is_read: false });
    expect(back.success).toBe(false);
    expect(back.error?.issues[0]?.path).toEqual(['is_read']);
    expect(notificationPatchSchema.parse({})).toEqual({});
  });
});

describe('notificationDraftSchema', () => {
  it('accepts paths inside the app and refuses other sites', () => {
    const draft = (action_url: string) =>
      notificationDraftSchema.safeParse({ title: 'T', message: 'M', action_url }).success;
    expect(draft('/vehicles/1HGCM82633A004352')).toBe(true);
    expect(draft('https://evil.example')).toBe(false);
    expect(draft('//evil.example')).toBe(false);
    expect(draft('javascript:alert(1)')).toBe(false);
  });
});

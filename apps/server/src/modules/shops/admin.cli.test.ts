import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { runCli } from '../../cli';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const unique = () => randomUUID().slice(0, 8);
const login = (username: string, password: string) =>
  t.request(null, 'POST', '/api/base/login/', { username, password });

/** The reply body of the HttpError a use-case throws. */

describe('the command line, in-process', () => {
  const cli = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    let opened = false;
    const code = await runCli(argv, {
      openDb: async () => {
        opened = true;
        return t.db;
      },
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    return { code, out: out.join('\n'), err: err.join('\n'), opened };
  };

  it('parses the arguments and dispatches to the use-cases', async () => {
    const name = `CLI Body ${unique()}`;
    const created = await cli('create-shop', '--name', name);
    expect(created).toMatchObject({ code: 0, err: '' });
    const shopId = Number(/Created shop (\d+)/.exec(created.out)?.[1]);
    const username = `cli_${unique()}`;
    const user = await cli(
      'create-user',
      '--username',
      username,
      '--email',
      `${username}@example.test`,
      '--first-name',
      'Ana',
    );
    expect(user.code).toBe(0);
    expect(user.out).toMatch(/Password: \S{16}/);
    expect(
      (
        await cli(
          'add-member',
          '--username',
          username,
          '--shop-id',
          String(shopId),
          '--role',
          'administrator',
        )
      ).out,
    ).toBe(`Added ${username} to ${name} (shop ${shopId}) as administrator.`);
    expect(
      (await cli('withdraw', '--username', username, '--shop', name, '--permission', 'canAdd')).out,
    ).toBe(`Withdrew canAdd from ${username} in ${name}.`);
    expect(
      (
        await cli(
          'grant',
          '--username',
          username,
          '--shop-id',
          String(shopId),
          '--permission',
          'canAdd',
        )
      ).code,
    ).toBe(0);
    expect(
      (await cli('set-password', '--username', username, '--password', 'cli-password-1')).code,
    ).toBe(0);
    expect((await login(username, 'cli-password-1')).statusCode).toBe(200);
    expect((await cli('list-shops')).out).toContain(`${shopId}\t1\t${name}`);
  });

  it('answers usage mistakes and failed use-cases with a message and exit code 1', async () => {
    const help = await cli('help');
    expect(help).toMatchObject({ code: 0, opened: false });
    expect(help.out).toContain('Usage: npm run cli -- <command>');
    expect(await cli()).toMatchObject({ code: 1, opened: false });
    expect((await cli('explode')).err).toMatch(/^Unknown command "explode"/);
    expect((await cli('create-shop', '--nam', 'x')).err).toMatch(/Unknown option '--nam'/);
    const zoned = await cli(
      'create-shop',
      '--name',
      `Zoned ${unique()}`,
      '--time-zone',
      'America/Denver',
    );
    expect(zoned.out).toMatch(/^Created shop \d+: Zoned .+ \(dates in America\/Denver\)$/);
    expect(
      await cli('create-shop', '--name', `Nowhere ${unique()}`, '--time-zone', 'Mars/Olympus_Mons'),
    ).toMatchObject({ code: 1, err: 'time-zone: Choose a time zone such as America/Los_Angeles.' });
    expect(await cli('create-shop')).toMatchObject({ code: 1, err: 'create-shop needs --name.' });
    expect((await cli('create-shop', 'Name without option')).err).toMatch(
      /Unexpected argument "Name without option"/,
    );
    expect((await cli('add-member', '--username', 'x', '--role', 'administrator')).err).toBe(
      'add-member needs --shop "Name" or --shop-id N.',
    );
    expect(
      (await cli('grant', '--username', 'x', '--shop-id', 'abc', '--permission', 'canAdd')).err,
    ).toBe('--shop-id must be a shop\'s number, not "abc".');
    const ghost = await cli(
      'set-password',
      '--username',
      'ghost-user',
      '--password',
      'long-enough-pw',
    );
    expect(ghost).toMatchObject({ code: 1, err: 'No user has the username "ghost-user".' });
    const username = `twice_${unique()}`;
    await cli('create-user', '--username', username, '--email', `${username}@example.test`);
    const dup = await cli(
      'create-user',
      '--username',
      username,
      '--email',
      `other-${username}@example.test`,
      '--password',
      'short',
    );
    expect(dup).toMatchObject({ code: 1, err: 'password: Use at least 10 characters.' });
    const dup2 = await cli(
      'create-user',
      '--username',
      username,
      '--email',
      `other-${username}@example.test`,
    );
    expect(dup2).toMatchObject({
      code: 1,
      err: 'username: A user with that username already exists.',
    });
    const role = await cli(
      'add-member',
      '--username',
      username,
      '--shop-id',
      '1',
      '--role',
      'boss',
    );
    expect(role.err).toMatch(/^role: Unknown role "boss"/);
  });
});

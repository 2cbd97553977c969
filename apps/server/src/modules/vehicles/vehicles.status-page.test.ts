import { describe, expect, it } from 'vitest';
import { pageAcrossGroups, type GroupReader } from './vehicles.status-page';

/** Groups of labelled rows, with a log of the reads made. */
function fakeGroups(sizes: number[]) {
  const reads: string[] = [];
  const reader: GroupReader<string> = {
    async page(rank, offset, limit) {
      reads.push(`page ${rank} ${offset} ${limit}`);
      const all = Array.from({ length: sizes[rank]! }, (_, i) => `${rank}.${i}`);
      return all.slice(offset, offset + limit);
    },
    async sizeUpTo(rank, cap) {
      reads.push(`size ${rank} ${cap}`);
      return Math.min(sizes[rank]!, cap);
    },
  };
  return { reader, reads };
}

describe('pageAcrossGroups', () => {
  it('reads a first page from the first groups without counting', async () => {
    const { reader, reads } = fakeGroups([3, 0, 2, 10]);
    expect(await pageAcrossGroups([0, 1, 2, 3], 0, 4, reader)).toEqual([
      '0.0',
      '0.1',
      '0.2',
      '2.0',
    ]);
    expect(reads).toEqual(['page 0 0 4', 'page 1 0 1', 'page 2 0 1']);
  });

  it('counts the groups a later page starts beyond', async () => {
    const { reader, reads } = fakeGroups([3, 0, 2, 10]);
    expect(await pageAcrossGroups([0, 1, 2, 3], 4, 4, reader)).toEqual([
      '2.1',
      '3.0',
      '3.1',
      '3.2',
    ]);
    expect(reads).toEqual([
      'page 0 4 4',
      'size 0 4',
      'page 1 1 4',
      'size 1 1',
      'page 2 1 4',
      'page 3 0 3',
    ]);
  });

  it('walks the groups in the order given (descending status)', async () => {
    const { reader } = fakeGroups([3, 0, 2, 10]);
    expect(await pageAcrossGroups([3, 2, 1, 0], 8, 5, reader)).toEqual([
      '3.8',
      '3.9',
      '2.0',
      '2.1',
      '0.0',
    ]);
  });

  it('is empty past the end', async () => {
    const { reader } = fakeGroups([3, 0, 2, 10]);
    expect(await pageAcrossGroups([0, 1, 2, 3], 15, 10, reader)).toEqual([]);
    expect(await pageAcrossGroups([0, 1, 2, 3], 0, 10, fakeGroups([0, 0, 0, 0]).reader)).toEqual(
      [],
    );
  });

  it('matches slicing the concatenated groups, for every page', async () => {
    const sizes = [4, 1, 0, 7];
    const all = [0, 1, 2, 3].flatMap((r) =>
      Array.from({ length: sizes[r]! }, (_, i) => `${r}.${i}`),
    );
    for (let size = 1; size <= 5; size++) {
      for (let offset = 0; offset <= all.length; offset += size) {
        expect(
          await pageAcrossGroups([0, 1, 2, 3], offset, size, fakeGroups(sizes).reader),
        ).toEqual(all.slice(offset, offset + size));
      }
    }
  });
});

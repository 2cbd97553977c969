import { useState } from 'react';
import { failureDetail } from '../../../lib/form';
import type { UploadProgress } from '../../../lib/upload';

/** What an import screen sends: the file, a dry run or not, the mapping chosen. */
type Send<M> = (input: {
  file: File;
  dryRun: boolean;
  mapping?: M;
  onProgress?: (progress: UploadProgress) => void;
}) => Promise<{ reply: { mapping: M }; written: boolean }>;

const sameMapping = (a: object, b: object) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * The steps an import screen goes through (the fleet import, the fuel-card import): a file
 * chosen is checked at once with the guessed mapping; a changed mapping is checked again; Import
 * writes. `run` is the import's mutation (mutateAsync).
 */
export function useSheetImport<M extends object, R extends { mapping: M }>(
  run: (input: Parameters<Send<M>>[0]) => Promise<{ reply: R; written: boolean }>,
  failedText: string,
) {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<{ reply: R; written: boolean } | null>(null);
  const [mapping, setMapping] = useState<M>({} as M);
  const [busy, setBusy] = useState<{ percent: number; writing: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (chosen: File, dryRun: boolean, sentMapping?: M) => {
    setFailure(null);
    setBusy({ percent: 0, writing: !dryRun });
    try {
      const outcome = await run({
        file: chosen,
        dryRun,
        mapping: sentMapping,
        onProgress: (p) => setBusy({ percent: p.percent, writing: !dryRun }),
      });
      setChecked(outcome);
      setMapping(outcome.reply.mapping);
    } catch (error) {
      setFailure(failureDetail(error, failedText));
    } finally {
      setBusy(null);
    }
  };
  const choose = (next: File | null) => {
    setFile(next);
    setChecked(null);
    setMapping({} as M);
    setFailure(null);
    if (next) void send(next, true);
  };
  const mappingChanged = checked ? !sameMapping(mapping, checked.reply.mapping) : false;
  return { file, checked, mapping, setMapping, busy, failure, send, choose, mappingChanged };
}

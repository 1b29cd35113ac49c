import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { approvalQueries } from '../queries';
import type { AttachedFile } from '../lib/attachments';

/** The opinion being written and its files: prefilled once from the opinion saved for this task, if any. */
export function useOpinionDraft(instId: string, taskId: string, reading: boolean) {
  const saved = useQuery({ ...approvalQueries.savedOpinion(instId, taskId), enabled: reading && Boolean(instId) });
  const [opinion, setOpinion] = useState('');
  const [opinionError, setOpinionError] = useState(false);
  const [files, setFiles] = useState<AttachedFile[]>([]);
  const prefilled = useRef(false);
  useEffect(() => {
    if (!prefilled.current && saved.data) {
      prefilled.current = true;
      setOpinion(saved.data);
    }
  }, [saved.data]);

  const changeOpinion = (value: string) => {
    setOpinion(value);
    setOpinionError(false);
  };
  return { opinion, changeOpinion, opinionError, setOpinionError, files, setFiles };
}

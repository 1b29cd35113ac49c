import { useRef, useState } from 'react';
import { App, Button, Space } from 'antd';
import { EditOutlined, SafetyCertificateOutlined, SignatureOutlined, UndoOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SignatureFieldConfig } from '@contract/seals';
import { ApiError } from '@/api/http';
import { upload } from '@/api/files';
import { applySeal, saveMySignature, type SealGrant } from '@/api/seals';
import { useAuthStore } from '@/shared/session';
import { useSigning } from '../hooks/useSigning';
import {
  fieldSettings,
  parseSignatures,
  placeSignature,
  serializeSignatures,
  withoutSigner,
  type SignaturePicture,
} from '../lib/signatureState';
import { formRuntimeKeys, signingQueries } from '../queries';
import { DrawDialog, SealDialog, type SealChoice } from './SignatureDialogs';
import { SignatureTagList } from './SignatureTagList';

interface Props {
  /** the JSON text of the entries (spec 02 §3) */
  value?: unknown;
  onChange?: (value: string | null) => void;
  readOnly?: boolean;
  id?: string;
  /** the field's name, when no id is given (the page's signature tells fields apart by it) */
  name: string;
  config?: SignatureFieldConfig;
  /** where the form is: the task, or the start form of a flow; a seal is checked for it (none: no seal here) */
  sealScope?: SealScope;
}

/** The place a seal's password check is for: its grant is good there only (contract SealUseBody). */
export type SealScope = { taskId: string } | { defKey: string };

const sealPicture = (seal: SealGrant): SignaturePicture => ({ fileId: seal.fileId, grant: seal.grant });

type Dialog = 'draw' | 'seal' | null;

/**
 * A signature field: its entries, and the ways to sign: draw (uploaded as a PNG), one's stored signature, one's
 * seal (its password, or secret-free where both field and seal allow it, checked for this task or start form: the
 * entry carries the check's one-time grant). One entry per signer, or only the newest when the field covers (isCover).
 */
export function SignatureField({ value, onChange, readOnly, id, name, config, sealScope }: Props) {
  const { t } = useTranslation('seals');
  const { message } = App.useApp();
  const client = useQueryClient();
  const userId = useAuthStore((s) => s.userId);
  const username = useAuthStore((s) => s.username);
  const settings = fieldSettings(config);
  const signing = useSigning(id ?? name, settings);
  const entries = parseSignatures(value);
  // the request ends after the form may have changed: place the entry into the latest value
  const latest = useRef(entries);
  latest.current = entries;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [sealError, setSealError] = useState<string | null>(null);
  const seals = useQuery({ ...signingQueries.mySeals(), enabled: !readOnly && Boolean(sealScope) });
  const stored = useQuery({ ...signingQueries.mySignature(), enabled: !readOnly });

  if (readOnly) {
    return (
      <div id={id}>
        <SignatureTagList entries={entries} empty="-" />
      </div>
    );
  }

  const place = (picture: SignaturePicture, isCover: boolean) => {
    const next = placeSignature(latest.current, { userId, name: username }, picture, isCover);
    latest.current = next;
    onChange?.(serializeSignatures(next));
  };
  const close = () => {
    setDialog(null);
    setSealError(null);
    signing.reset();
  };
  /** a signing without a dialog: start, request, result, and back to disable */
  const signAtOnce = async (obtain: () => Promise<SignaturePicture | null | undefined>) => {
    if (!signing.begin()) return;
    await signing.run(obtain, place).catch(() => false);
    signing.reset();
  };
  const open = (which: Exclude<Dialog, null>) => {
    if (signing.begin()) setDialog(which);
  };

  const drawn = async (png: Blob, keep: boolean) => {
    signing.begin();
    const ok = await signing
      .run(async () => {
        const fileId = (await upload(png)).value[0]?.fileId;
        if (fileId && keep) {
          await saveMySignature(fileId);
          await client.invalidateQueries({ queryKey: formRuntimeKeys.mySignature() });
        }
        return fileId ? { fileId } : null;
      }, place)
      .catch(() => false);
    if (ok) close();
  };

  const sealed = async (choice: SealChoice) => {
    signing.begin(choice.password);
    setSealError(null);
    const ok = await signing
      .run(async () => {
        const unlock = choice.secretFree ? { secretFree: true } : { password: choice.password };
        return sealPicture(await applySeal({ sealId: choice.sealId, ...unlock, ...sealScope }, { silent: true }));
      }, place)
      .catch((error: unknown) => {
        setSealError(error instanceof ApiError ? error.message : t('signature.failed'));
        return false;
      });
    if (ok) close();
  };

  const useSeal = () => {
    const mine = seals.data ?? [];
    if (!mine.length) {
      message.warning(t('signature.noSeal'));
      return;
    }
    // one seal that may be used secret-free here: no dialog
    if (mine.length === 1 && settings.secretFree && mine[0].secretFree) {
      void signAtOnce(async () => sealPicture(await applySeal({ sealId: mine[0].id, secretFree: true, ...sealScope })));
      return;
    }
    open('seal');
  };

  const running = signing.status === 'ing';
  const own = entries.some((e) => e.userId === userId);
  return (
    <div id={id} data-signature-status={signing.status}>
      <SignatureTagList entries={entries} />
      <Space wrap style={{ marginTop: entries.length ? 8 : 0 }}>
        <Button icon={<EditOutlined />} onClick={() => open('draw')} disabled={running}>
          {t('signature.draw')}
        </Button>
        <Button
          icon={<SignatureOutlined />}
          onClick={() => void signAtOnce(async () => (stored.data?.fileId ? { fileId: stored.data.fileId } : null))}
          disabled={running || !stored.data?.fileId}
        >
          {t('signature.useMine')}
        </Button>
        {sealScope ? (
          <Button icon={<SafetyCertificateOutlined />} onClick={useSeal} disabled={running || seals.isPending}>
            {t('signature.useSeal')}
          </Button>
        ) : null}
        {own ? (
          <Button
            icon={<UndoOutlined />}
            onClick={() => {
              const next = withoutSigner(latest.current, userId);
              onChange?.(next.length ? serializeSignatures(next) : null);
            }}
            disabled={running}
          >
            {t('signature.withdraw')}
          </Button>
        ) : null}
      </Space>
      {/* mounted while open: each opening starts afresh */}
      {dialog === 'draw' ? <DrawDialog open busy={running} onCancel={close} onDone={(png, keep) => void drawn(png, keep)} /> : null}
      {dialog === 'seal' ? (
        <SealDialog
          open
          seals={seals.data ?? []}
          fieldSecretFree={settings.secretFree}
          busy={running}
          error={sealError}
          onCancel={close}
          onSubmit={(choice) => void sealed(choice)}
          onTyping={(password) => signing.begin(password)}
        />
      ) : null}
    </div>
  );
}

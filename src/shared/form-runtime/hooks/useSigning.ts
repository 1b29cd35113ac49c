import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignatureStore } from '../signatureStore';
import type { SignaturePicture, SignatureStatus } from '../lib/signatureState';

interface Settings {
  isCover: boolean;
  secretFree: boolean;
}

export interface Signing {
  /** this field's status ('disable' while another field, or none, signs) */
  status: SignatureStatus;
  /** Starts (or, while starting, restarts with a password) a signing of this field; false when another field's runs. */
  begin(password?: string): boolean;
  /**
   * Runs the started signing's request: the picture it gets decides success (`apply` places it) or fail; no picture
   * warns to check the signature configuration. A failed request fails the signing and is thrown on.
   */
  run(
    obtain: () => Promise<SignaturePicture | null | undefined>,
    apply: (picture: SignaturePicture, isCover: boolean) => void,
  ): Promise<boolean>;
  /** Back to 'disable' with the empty config (the dialog closed, the field gone). */
  reset(): void;
}

/** The signing of one signature field through the page's signature (spec 02 §4-§5). */
export function useSigning(field: string, settings: Settings): Signing {
  const { t } = useTranslation('seals');
  const { message } = App.useApp();
  const dispatch = useSignatureStore((s) => s.dispatch);
  const status = useSignatureStore((s) => (s.config.field === field ? s.status : 'disable'));

  const mine = () => useSignatureStore.getState().config.field === field;
  const reset = () => {
    if (mine()) dispatch({ type: 'reset' });
  };
  // a field that goes away takes its signing with it
  useEffect(
    () => () => {
      if (useSignatureStore.getState().config.field === field) useSignatureStore.getState().dispatch({ type: 'reset' });
    },
    [field],
  );

  const begin = (password = '') => {
    const refusal = dispatch({ type: 'start', config: { field, ...settings, password } });
    if (refusal === 'noSignature') message.warning(t('signature.noSignature'));
    return refusal === null;
  };

  const run: Signing['run'] = async (obtain, apply) => {
    if (dispatch({ type: 'request' })) return false;
    const { isCover } = useSignatureStore.getState().config;
    let picture: SignaturePicture | null | undefined;
    try {
      picture = await obtain();
    } catch (error) {
      dispatch({ type: 'result', ok: false });
      throw error;
    }
    if (!picture?.fileId) {
      message.warning(t('signature.checkConfig'));
      dispatch({ type: 'result', ok: false });
      return false;
    }
    apply(picture, isCover);
    dispatch({ type: 'result', ok: true });
    return true;
  };

  return { status, begin, run, reset };
}

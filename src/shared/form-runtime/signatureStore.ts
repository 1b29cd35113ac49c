import { create } from 'zustand';
import { INITIAL_SIGNATURE, signatureStep, type SignatureEvent, type SignatureRefusal, type SignatureState } from './lib/signatureState';

interface SignatureStore extends SignatureState {
  /** Applies an event; answers why it changed nothing, or null. */
  dispatch(event: SignatureEvent): SignatureRefusal | null;
}

/** The signature of the page (client state): one signing at a time, whichever form or field asks (spec 02 §4). */
export const useSignatureStore = create<SignatureStore>()((set, get) => ({
  ...INITIAL_SIGNATURE,
  dispatch(event) {
    const { status, config } = get();
    const { state, refusal } = signatureStep({ status, config }, event);
    if (!refusal) set(state);
    return refusal;
  },
}));

import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDatabase } from '../../server/src/db/database.js';
import { checkDecision, decisionHash, formHash } from '../../server/src/signing/decision.js';
import { certificateFor, ensureCa, trustAnchors } from '../../server/src/signing/certificates.js';
import { caCertificate, commonName, issueCertificate, newKeyPair, pemToDer } from '../../server/src/signing/ca.js';
import { signPdf } from '../../server/src/signing/pdf.js';
import { verifyPdf } from '../../server/src/signing/verify.js';
import { verifySignedPdf } from '../../server/src/signing/service.js';
import { appendSignaturePlaceholder } from '../../server/src/signing/incremental.js';
import { CadesSigner } from '../../server/src/signing/cms.js';
import { SignPdf } from '@signpdf/signpdf';
import { PDFDocument } from 'pdf-lib';
import { complete, LEAVE, start, todoOf, workflowSuite } from './workflow-support.js';
import { flipByte, makePdf } from './signing-support.js';

const { ctx, zhangwei, lina } = workflowSuite(['zhangwei', 'lina']);
const deps = () => ({ db: ctx.db, config: ctx.config });

describe('each decision is bound to its history row', () => {
  it('stores the hash of task, action, opinion and form values; the row re-checks; a changed opinion fails', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [task] = await todoOf(lina, instId);
    expect((await complete(lina, task.id, 'agree', { opinion: '同意，注意交接' })).status).toBe(200);

    const row = await ctx.db
      .selectFrom('wf_opinion')
      .selectAll()
      .where('task_id', '=', task.id)
      .where('status', '=', 'agree')
      .executeTakeFirstOrThrow();
    const inst = await ctx.db.selectFrom('wf_instance').select('form_data').where('id', '=', instId).executeTakeFirstOrThrow();
    expect(row.decision_hash).toMatch(/^[0-9a-f]{64}$/);
    // lina changed no field: the decision was made on the form as stored
    expect(row.decision_form_hash).toBe(formHash(inst.form_data));
    const recomputed = decisionHash({
      taskId: task.id,
      instId,
      nodeId: row.node_id,
      actionName: 'agree',
      opinion: '同意，注意交接',
      userId: lina.userId,
      completeTime: row.complete_time!,
      formHash: formHash({ ...inst.form_data }),
    });
    expect(recomputed).toBe(row.decision_hash);
    expect(checkDecision(row)).toBe('intact');

    await ctx.db.updateTable('wf_opinion').set({ opinion: '同意' }).where('id', '=', row.id).execute();
    const edited = await ctx.db.selectFrom('wf_opinion').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(checkDecision(edited)).toBe('changed');
    // and so does a moved time or another form
    expect(checkDecision({ ...row, complete_time: new Date(row.complete_time!.getTime() + 1000) })).toBe('changed');
    expect(checkDecision({ ...row, decision_form_hash: formHash({ ...inst.form_data, days: 6 }) })).toBe('changed');
  });

  it('the form hash does not depend on the order of keys', () => {
    expect(formHash({ a: 1, b: { y: [1, 2], x: 'z' } })).toBe(formHash({ b: { x: 'z', y: [1, 2] }, a: 1 }));
    expect(formHash({ a: 1 })).not.toBe(formHash({ a: 2 }));
  });
});

describe('the signing CA and its certificates', () => {
  it('is made once and reused by a restarted server on the same database', async () => {
    const first = await ensureCa(deps());
    // a restart: a new pool (a new process would read the same rows)
    const { db: again } = createDatabase(ctx.url, 2);
    try {
      const second = await ensureCa({ db: again, config: ctx.config });
      expect(second.id).toBe(first.id);
      expect(second.certPem).toBe(first.certPem);
      const count = await sql<{ n: string }>`select count(*) as n from signing_ca`.execute(ctx.db);
      expect(Number(count.rows[0].n)).toBe(1);
    } finally {
      await again.destroy();
    }
    const ca = new crypto.X509Certificate(first.certPem);
    expect(ca.ca).toBe(true);
    expect(ca.subject).toContain('CN=Approval Portal CA');
    // the company named in the CA: the first tenant's name when COMPANY_NAME is not set
    expect(ca.subject).toContain('O=示例科技有限公司');
    // the private key is stored sealed, not as a PEM or DER anybody could read
    const stored = await ctx.db.selectFrom('signing_ca').select('key_enc').executeTakeFirstOrThrow();
    expect(stored.key_enc.includes(first.key.export({ type: 'pkcs8', format: 'der' }).subarray(26, 60))).toBe(false);
  });

  it('issues one certificate per seal, named after its holder, on first use', async () => {
    const a = await certificateFor(deps(), { sealId: 'seal-1', holderName: '李娜' });
    const again = await certificateFor(deps(), { sealId: 'seal-1', holderName: '李娜' });
    const b = await certificateFor(deps(), { sealId: 'seal-2', holderName: '王强' });
    expect(again.certDer.equals(a.certDer)).toBe(true);
    expect(b.certDer.equals(a.certDer)).toBe(false);
    expect(commonName(a.certDer)).toBe('李娜');
    const ca = new crypto.X509Certificate(a.chainDer[0]);
    const cert = new crypto.X509Certificate(a.certDer);
    expect(cert.checkIssued(ca) && cert.verify(ca.publicKey)).toBe(true);
    expect(cert.ca).toBe(false);
    const rows = await ctx.db.selectFrom('signing_cert').select(['subject_key', 'holder_name']).orderBy('subject_key').execute();
    expect(rows.filter((r) => r.subject_key.startsWith('seal:'))).toEqual([
      { subject_key: 'seal:seal-1', holder_name: '李娜' },
      { subject_key: 'seal:seal-2', holder_name: '王强' },
    ]);
  });
});

describe('PAdES signatures', () => {
  it('signs with each seal in turn; every signature verifies and chains to our CA', async () => {
    const pdf = await makePdf(['Leave request LR-1', 'Approved']);
    const signed = await signPdf(deps(), pdf, [
      { sealId: 'seal-1', holderName: '李娜', reason: 'Agree: department manager' },
      { sealId: 'seal-2', holderName: '王强', reason: 'Agree: general manager' },
    ]);
    const check = verifyPdf(signed, await trustAnchors(ctx.db));
    expect(check.signed).toBe(true);
    expect(check.intact).toBe(true);
    expect(check.signatures.map((s) => s.signer)).toEqual(['李娜', '王强']);
    expect(check.signatures.every((s) => s.digestOk && s.signatureOk && s.chainOk)).toBe(true);
    // the first is covered by the second's incremental update; the last covers the whole file
    expect(check.signatures.map((s) => s.coversWholeFile)).toEqual([false, true]);
    expect(signed.includes('/SubFilter /ETSI.CAdES.detached')).toBe(true);
    expect(Math.abs(new Date(check.signatures[0].signedAt!).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('keeps a file with a classic cross-reference table (as LibreOffice writes) byte for byte before its signatures', async () => {
    const doc = await PDFDocument.load(await makePdf(['LibreOffice-like']));
    const classic = Buffer.from(await doc.save({ useObjectStreams: false }));
    const signed = await signPdf(deps(), classic, [{ sealId: 'seal-1', holderName: '李娜', reason: 'Agree' }]);
    expect(signed.subarray(0, classic.length).equals(classic)).toBe(true);
    expect((await verifySignedPdf(ctx.db, signed)).intact).toBe(true);
  });

  it("signs with the server's own certificate when no seal signs", async () => {
    const signed = await signPdf(deps(), await makePdf(['Printed by the portal']), 'server');
    const check = verifyPdf(signed, await trustAnchors(ctx.db));
    expect(check.intact).toBe(true);
    expect(check.signatures).toHaveLength(1);
    expect(check.signatures[0].signer).toContain('Approval Portal');
  });

  it('one byte changed inside the signed range: not intact', async () => {
    const signed = await signPdf(deps(), await makePdf(['Amount 1000']), [{ sealId: 'seal-1', holderName: '李娜', reason: 'Agree' }]);
    const anchors = await trustAnchors(ctx.db);
    for (const at of [200, -40]) {
      const check = verifyPdf(flipByte(signed, at), anchors);
      expect(check.signed).toBe(true);
      expect(check.intact).toBe(false);
      expect(check.signatures[0].digestOk).toBe(false);
    }
    // appended bytes after the last signature: its digest holds, but it no longer covers the file
    const appended = verifyPdf(Buffer.concat([signed, Buffer.from('\n% added later\n')]), anchors);
    expect(appended.signatures[0].digestOk).toBe(true);
    expect(appended.signatures[0].coversWholeFile).toBe(false);
    expect(appended.intact).toBe(false);
  });

  it('a valid signature from a certificate our CA did not issue does not chain', async () => {
    const foreign = await newKeyPair();
    const foreignCa = caCertificate(foreign.privateKey, 'Someone else');
    const leaf = await newKeyPair();
    const leafDer = pemToDer(
      issueCertificate({ certPem: foreignCa, key: foreign.privateKey }, leaf.privateKey, { commonName: '李娜', organisation: 'x' }),
    );
    const doc = await PDFDocument.load(await makePdf(['forged']));
    let pdf: Buffer = Buffer.from(await doc.save({ useObjectStreams: false }));
    pdf = await appendSignaturePlaceholder(pdf, { name: '李娜', reason: 'Agree', signingTime: new Date() });
    pdf = await new SignPdf().sign(pdf, new CadesSigner(leafDer, [pemToDer(foreignCa)], leaf.privateKey));
    const check = verifyPdf(pdf, await trustAnchors(ctx.db));
    expect(check.signatures[0].digestOk && check.signatures[0].signatureOk).toBe(true);
    expect(check.signatures[0].chainOk).toBe(false);
    expect(check.intact).toBe(false);
  });

  it('an unsigned PDF is neither signed nor intact', async () => {
    expect(verifyPdf(await makePdf(['plain']), await trustAnchors(ctx.db))).toEqual({ signed: false, intact: false, signatures: [] });
  });

  it('a lost signing secret retires the CA (still trusted for what it signed) and makes a new one', async () => {
    const before = await signPdf(deps(), await makePdf(['before']), 'server');
    const old = await ensureCa(deps());
    const { db: other } = createDatabase(ctx.url, 2);
    try {
      const moved = { db: other, config: { ...ctx.config, signingSecret: 'another-secret-of-at-least-32-characters' } };
      const fresh = await ensureCa(moved);
      expect(fresh.id).not.toBe(old.id);
      const after = await signPdf(moved, await makePdf(['after']), 'server');
      const anchors = await trustAnchors(other);
      expect(anchors).toHaveLength(2);
      expect(verifyPdf(before, anchors).intact).toBe(true);
      expect(verifyPdf(after, anchors).intact).toBe(true);
    } finally {
      await other.destroy();
    }
  });
});

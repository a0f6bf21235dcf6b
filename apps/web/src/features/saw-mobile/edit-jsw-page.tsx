import { H5_CHECK_CODE_DIGITS, H5_PASSWORD_DIGITS } from '@timber/contracts';
import { type WebMessageId } from '@timber/i18n';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/base-query';
import { CheckCodePicture } from '../../shared/ui/check-code-picture';
import { LabelledField } from '../../shared/ui/labelled-field';
import { notify } from '../../shared/ui/notify';
import { Spinner } from '../../shared/ui/spinner';
import { DayNav, NoLink, PhonePage } from './day-nav';
import { h5LinkOf, isLinkRefusal, localDay } from './saw-mobile-rules';
import {
  type H5CheckCodeApiResponse,
  useH5CheckCodeMutation,
  useH5LoginMutation,
  useH5SawListQuery,
  useH5SetPasswordMutation,
} from './saw-mobile.api';

type CheckCode = H5CheckCodeApiResponse['data'];
type H5Link = { cusNo: string; sign: string };

/** The check code picture a little smaller on a phone (121 × 44 of the 132 × 48 drawn). */
const CODE_IMAGE_SCALE = 11 / 12;

/** The H5 page's session of a tenant, for this browser tab only. */
const sessionKey = (cusNo: string) => `saw-h5:${cusNo}`;

/** A field of exactly `digits` digits (§9: password 6, check code 4), masked when a password. */
function DigitsField({
  id,
  label,
  digits,
  value,
  onChange,
  secret = false,
}: {
  id: string;
  label: WebMessageId;
  digits: number;
  value: string;
  onChange: (value: string) => void;
  secret?: boolean;
}) {
  const intl = useIntl();
  return (
    <LabelledField htmlFor={id} label={<FormattedMessage id={label} />}>
      <InputText
        id={id}
        className="w-full"
        value={value}
        type={secret ? 'password' : 'text'}
        inputMode="numeric"
        autoComplete="off"
        maxLength={digits}
        placeholder={intl.formatMessage({ id: 'sawH5.digitsOnly' }, { digits })}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, digits))}
        data-testid={id}
      />
    </LabelledField>
  );
}

/**
 * §2 password gate: the 6-digit password and the 4-digit check code shown (a picture: the page
 * holds no digits a script could read), or a new password. A link the server refuses (altered, or
 * revoked by the office) shows why instead.
 */
function Gate({ link, onPass }: { link: H5Link; onPass: (token: string) => void }) {
  const intl = useIntl();
  const [issue] = useH5CheckCodeMutation();
  const [login, loggingIn] = useH5LoginMutation();
  const [setPassword, setting] = useH5SetPasswordMutation();
  const [code, setCode] = useState<CheckCode | null>(null);
  const [changing, setChanging] = useState(false);
  const [pwd, setPwd] = useState('');
  const [newPwd, setNewPwd] = useState('');
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const newCode = useCallback(() => {
    setTyped('');
    issue({ body: link })
      .unwrap()
      .then(({ data }) => setCode(data))
      .catch((error: unknown) => {
        // the API layer has shown the server's message; a refused link stays said on the page
        if (isLinkRefusal(error)) {
          setRefused(errorMessage(error));
        }
      });
  }, [issue, link]);
  useEffect(newCode, [newCode]);
  const ready =
    code !== null &&
    pwd.length === H5_PASSWORD_DIGITS &&
    typed.length === H5_CHECK_CODE_DIGITS &&
    (!changing || newPwd.length === H5_PASSWORD_DIGITS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) {
      return;
    }
    const challenge = { ...link, challengeId: code.challengeId, checkCode: typed };
    const done = changing
      ? setPassword({ body: { ...challenge, oldPwd: pwd, pwd: newPwd } })
          .unwrap()
          .then(() => {
            notify.success(intl.formatMessage({ id: 'sawH5.passwordChanged' }));
            setChanging(false);
            setPwd('');
            setNewPwd('');
          })
      : login({ body: { ...challenge, pwd } })
          .unwrap()
          .then(({ data }) => onPass(data.token));
    // a check code is good once: another one for the next try, whatever the answer
    void done.catch(() => undefined).finally(newCode);
  };
  if (refused !== null) {
    return <Message severity="error" text={refused} data-testid="h5-refused" />;
  }
  return (
    <form className="flex flex-column gap-3" onSubmit={submit} data-testid="h5-gate">
      <DigitsField
        id="h5-password"
        label={changing ? 'sawH5.oldPassword' : 'sawH5.password'}
        digits={H5_PASSWORD_DIGITS}
        value={pwd}
        onChange={setPwd}
        secret
      />
      {changing && (
        <DigitsField
          id="h5-new-password"
          label="sawH5.newPassword"
          digits={H5_PASSWORD_DIGITS}
          value={newPwd}
          onChange={setNewPwd}
          secret
        />
      )}
      <div className="flex align-items-end gap-2">
        <div className="flex-1" style={{ minWidth: 0 }}>
          <DigitsField
            id="h5-check-code"
            label="sawH5.checkCode"
            digits={H5_CHECK_CODE_DIGITS}
            value={typed}
            onChange={setTyped}
          />
        </div>
        <CheckCodePicture
          code={code}
          alt={intl.formatMessage({ id: 'sawH5.typeCode' })}
          testId="h5-check-code-shown"
          scale={CODE_IMAGE_SCALE}
        />
        <Button
          type="button"
          icon="pi pi-refresh"
          text
          aria-label={intl.formatMessage({ id: 'sawH5.newCode' })}
          onClick={newCode}
        />
      </div>
      <Button
        type="submit"
        label={intl.formatMessage({ id: changing ? 'sawH5.changePassword' : 'sawH5.enter' })}
        disabled={!ready}
        loading={loggingIn.isLoading || setting.isLoading}
        data-testid="h5-submit"
      />
      <Button
        type="button"
        text
        label={intl.formatMessage({ id: changing ? 'common.cancel' : 'sawH5.changePassword' })}
        onClick={() => setChanging(!changing)}
        data-testid="h5-toggle-change"
      />
    </form>
  );
}

/** The machines' finished and unfinished orders of a day (§2 H5 saw machine page). */
function Machines({ token, onExpired }: { token: string; onExpired: () => void }) {
  const [day, setDay] = useState(() => localDay(new Date()));
  const list = useH5SawListQuery({ body: { token, cuttingDate: day } });
  useEffect(() => {
    if (list.error) {
      onExpired();
    }
  }, [list.error, onExpired]);
  const machines = list.data?.data.benches ?? [];
  return (
    <>
      <DayNav day={day} onChange={setDay} />
      {list.error ? (
        <Message severity="error" text={errorMessage(list.error)} />
      ) : list.isLoading ? (
        <Spinner size="2.5rem" />
      ) : (
        <table className="w-full" style={{ borderCollapse: 'collapse' }} data-testid="h5-machines">
          <thead>
            <tr className="text-sm text-color-secondary">
              <th className="text-left py-2">
                <FormattedMessage id="sawBoard.machine" />
              </th>
              <th className="text-right py-2">
                <FormattedMessage id="sawBoard.finished" />
              </th>
              <th className="text-right py-2">
                <FormattedMessage id="sawBoard.unfinished" />
              </th>
            </tr>
          </thead>
          <tbody>
            {machines.map((machine) => (
              <tr
                key={machine.machineNo}
                className="border-top-1 surface-border"
                data-testid="h5-machine"
                data-machine={machine.machineNo}
              >
                <td className="py-2">
                  {machine.machineNo} {machine.name}
                </td>
                <td className="py-2 text-right text-green-600 font-bold" data-column="finished">
                  {machine.finished}
                </td>
                <td className="py-2 text-right text-orange-500 font-bold" data-column="unfinished">
                  {machine.unfinished}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/**
 * The H5 saw machine page (/editJSW, §2; public, behind the tenant's password gate): date
 * navigation and each machine's finished and unfinished orders.
 */
export default function EditJswPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  // one object per address, so the gate asks for a check code once
  const link = useMemo(() => h5LinkOf(params), [params]);
  const cusNo = link?.cusNo ?? '';
  const [token, setToken] = useState<string | null>(() =>
    cusNo ? sessionStorage.getItem(sessionKey(cusNo)) : null,
  );
  const pass = (next: string) => {
    sessionStorage.setItem(sessionKey(cusNo), next);
    setToken(next);
  };
  const lock = useCallback(() => {
    sessionStorage.removeItem(sessionKey(cusNo));
    setToken(null);
  }, [cusNo]);
  return (
    <PhonePage title={intl.formatMessage({ id: 'sawH5.title' })} testId="h5-saw">
      {!link ? (
        <NoLink id="sawH5.noLink" />
      ) : token === null ? (
        <Gate link={link} onPass={pass} />
      ) : (
        <>
          <div className="flex justify-content-end">
            <Button
              label={intl.formatMessage({ id: 'sawH5.lock' })}
              icon="pi pi-lock"
              text
              size="small"
              onClick={lock}
            />
          </div>
          <Machines token={token} onExpired={lock} />
        </>
      )}
    </PhonePage>
  );
}

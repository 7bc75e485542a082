import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { ENQUIRY_MESSAGES, INBOX_RULES, formatIndianNumber, rupeesOf } from '@portfolio/contract';
import { useCurrentUser, useUsers } from '../../../api/reads';
import { useToast } from '../../shared/useToast';
import { OwnerSelect } from '../common/owners';

/** Status users choose the owner from the dashboard users; anyone else sees who it is. */
export const OwnerField = (props: {
  value: string | null;
  disabled: boolean;
  loading: boolean;
  onChange: (owner: string | null) => void;
}) => {
  const { user } = useCurrentUser();
  const choosesOwner = INBOX_RULES.chooseOwner(user);
  const { users } = useUsers(choosesOwner);
  return choosesOwner ? <OwnerSelect users={users} {...props} /> : null;
};

/**
 * A Won enquiry's contract value: typed in rupees as people write them ("12,50,00,000"), saved with
 * its own button; blank clears it. The Reports' won value by contract value band adds them up.
 */
export const WonValueField = ({
  value,
  disabled,
  loading,
  onSave,
}: {
  value: number | null;
  disabled: boolean;
  loading: boolean;
  onSave: (rupees: number | null) => Promise<unknown>;
}) => {
  const toast = useToast();
  const [text, setText] = useState(value === null ? '' : formatIndianNumber(value));
  useEffect(() => setText(value === null ? '' : formatIndianNumber(value)), [value]);
  const submit = () => {
    const rupees = rupeesOf(text);
    if (rupees === undefined) return toast.error(ENQUIRY_MESSAGES.wonValueInvalid);
    void onSave(rupees);
  };
  return (
    <Space.Compact>
      <Input
        aria-label="Contract value won (₹)"
        addonBefore="₹"
        placeholder="Contract value won"
        inputMode="numeric"
        value={text}
        disabled={disabled}
        style={{ width: 210 }}
        onChange={(ev) => setText(ev.target.value)}
        onPressEnter={submit}
      />
      <Button disabled={disabled} loading={loading} onClick={submit}>
        Save value
      </Button>
    </Space.Compact>
  );
};

import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';

/**
 * A text box and its button under an inbox thread (a reply, a note): checks the text is there and
 * not too long (`required`, `tooLong`), then `onSubmit`s it, and empties the box once that worked.
 * One save at a time (`saving`): the button spins while its own (`what`) runs and waits out any other.
 */
export const ThreadComposer = ({
  label,
  placeholder,
  rows,
  max,
  required,
  tooLong,
  button,
  primary = false,
  saving,
  what,
  onSubmit,
}: {
  label: string;
  placeholder: string;
  rows: number;
  max: number;
  required: string;
  tooLong: string;
  button: string;
  primary?: boolean;
  saving: string | undefined;
  what: string;
  onSubmit: (text: string) => Promise<boolean>;
}) => {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const submit = async () => {
    const text = value.trim();
    if (!text) return setError(required);
    if (text.length > max) return setError(tooLong);
    setError(undefined);
    if (await onSubmit(text)) setValue('');
  };
  return (
    <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }}>
      <Input.TextArea
        aria-label={label}
        placeholder={placeholder}
        rows={rows}
        value={value}
        maxLength={max}
        status={error ? 'error' : undefined}
        onChange={(ev) => setValue(ev.target.value)}
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      <Button
        type={primary ? 'primary' : undefined}
        loading={saving === what}
        disabled={!!saving && saving !== what}
        onClick={submit}
      >
        {button}
      </Button>
    </Space>
  );
};

import { Checkbox, Flex, Switch, Typography } from 'antd';
import { ADMIN_FLAG_TEXT, POWER_TEXT, POWERS, type Power, type Powers } from '@portfolio/contract';
import './access-picker.css';

interface Props {
  admin: boolean;
  powers: Partial<Powers>;
  onAdmin: (value: boolean) => void;
  onPower: (power: Power, value: boolean) => void;
}

/** The admin flag and the seven powers in plain words, each with what it allows. */
export const AccessPicker = ({ admin, powers, onAdmin, onPower }: Props) => (
  <Flex vertical gap={12}>
    <label className="access-option">
      <Switch size="small" checked={admin} onChange={onAdmin} aria-label={ADMIN_FLAG_TEXT.label} />
      <span>
        <Typography.Text strong>{ADMIN_FLAG_TEXT.label}</Typography.Text>
        <Typography.Text type="secondary" className="access-option__help">
          {ADMIN_FLAG_TEXT.help}
        </Typography.Text>
      </span>
    </label>
    {POWERS.map((p) => (
      <Checkbox
        key={p}
        checked={powers[p] === true}
        onChange={(e) => onPower(p, e.target.checked)}
        className="access-option"
      >
        <Typography.Text strong>{POWER_TEXT[p].label}</Typography.Text>
        <Typography.Text type="secondary" className="access-option__help">
          {POWER_TEXT[p].help}
        </Typography.Text>
      </Checkbox>
    ))}
  </Flex>
);

import { Checkbox, Divider, Flex, Input, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import {
  DEFECT_SEVERITIES,
  DOOR_CHECKLIST,
  DOOR_CHECK_RESULTS,
  DOOR_CHECK_RESULT_LABELS,
  DOOR_FIELDS,
  todayInZone,
  type DoorCheckKey,
  type DoorCheckResult,
  type DoorDetails,
} from '@portfolio/contract';
import { recordInspection } from './api';
import { PhotoInput, useRecordSave } from './recording';
import { useTimeZone } from '../../api/reads';

interface Answer {
  result?: DoorCheckResult;
  note: string;
  photo?: File;
  severity?: string;
  remedial: string;
  dueOn: string;
}

const FIELDSET = {
  display: 'grid',
  gap: 8,
  margin: 0,
  padding: 12,
  border: '1px solid #e5e7eb',
  borderRadius: 8,
  minWidth: 0,
} as const;

/**
 * Record inspection: the checklist, each item pass / fail / not applicable with a note and photo; a
 * failed item asks for its defect; an open defect is signed off only with a photo.
 */
export const InspectionDialog = ({
  door,
  onClose,
  onSaved,
}: {
  door: DoorDetails;
  onClose: () => void;
  onSaved: (door: DoorDetails) => unknown;
}) => {
  const zone = useTimeZone();
  const { saving, save } = useRecordSave(onSaved, onClose, 'Could not record the inspection.');
  const [inspectedOn, setInspectedOn] = useState(todayInZone(zone));
  const [answers, setAnswers] = useState<Record<string, Answer>>(() =>
    Object.fromEntries(DOOR_CHECKLIST.map(({ key }) => [key, { note: '', remedial: '', dueOn: '' }])),
  );
  const [signOffs, setSignOffs] = useState<Record<number, File | undefined>>({});
  const [signing, setSigning] = useState<Record<number, boolean>>({});
  const change = (key: DoorCheckKey, patch: Partial<Answer>) =>
    setAnswers((all) => ({ ...all, [key]: { ...all[key], ...patch } }));
  const open = door.defects.filter((d) => d.open);
  const submit = async () => {
    const body = new FormData();
    const defects: Record<string, unknown> = {};
    for (const { key } of DOOR_CHECKLIST) {
      const a = answers[key];
      if (a.result === 'fail') defects[key] = { severity: a.severity, remedial: a.remedial, dueOn: a.dueOn };
      if (a.photo) body.append(DOOR_FIELDS.itemPhoto(key), a.photo);
    }
    const chosen = open.filter((d) => signing[d.id]).map((d) => d.id);
    for (const id of chosen) if (signOffs[id]) body.append(DOOR_FIELDS.signOffPhoto(id), signOffs[id]!);
    body.append(
      DOOR_FIELDS.inspection,
      JSON.stringify({
        inspectedOn,
        items: DOOR_CHECKLIST.map(({ key }) => ({ key, result: answers[key].result, note: answers[key].note })),
        defects,
        signOffs: chosen,
      }),
    );
    await save(() => recordInspection(door.labelId, body));
  };
  return (
    <Modal
      title={`Record inspection · ${door.labelId}`}
      open
      onCancel={onClose}
      okText="Save inspection"
      onOk={submit}
      confirmLoading={saving}
      width={720}
    >
      <Flex vertical gap={12}>
        <label>
          <Typography.Text strong>Inspected on </Typography.Text>
          <Input
            type="date"
            value={inspectedOn}
            onChange={(e) => setInspectedOn(e.target.value)}
            style={{ maxWidth: 200 }}
          />
        </label>
        {DOOR_CHECKLIST.map(({ key, label }) => {
          const a = answers[key];
          return (
            <fieldset key={key} aria-label={label} style={FIELDSET}>
              <Typography.Text strong>{label}</Typography.Text>
              <Radio.Group
                aria-label={label}
                value={a.result}
                onChange={(e) => change(key, { result: e.target.value })}
                optionType="button"
                options={DOOR_CHECK_RESULTS.map((r) => ({ value: r, label: DOOR_CHECK_RESULT_LABELS[r] }))}
              />
              <Input
                aria-label={`${label} note`}
                placeholder="Note"
                value={a.note}
                onChange={(e) => change(key, { note: e.target.value })}
              />
              <PhotoInput label={`${label} photo`} onChange={([photo]) => change(key, { photo })} />
              {a.result === 'fail' ? (
                <Flex wrap gap={8}>
                  <Select
                    aria-label={`${label} severity`}
                    placeholder="Severity"
                    value={a.severity}
                    onChange={(severity) => change(key, { severity })}
                    options={DEFECT_SEVERITIES.map((s) => ({ value: s, label: s }))}
                    style={{ width: 120 }}
                  />
                  <Input
                    aria-label={`${label} remedial action`}
                    placeholder="Remedial action"
                    value={a.remedial}
                    onChange={(e) => change(key, { remedial: e.target.value })}
                    style={{ flex: '1 1 200px' }}
                  />
                  <Input
                    aria-label={`${label} due date`}
                    type="date"
                    value={a.dueOn}
                    onChange={(e) => change(key, { dueOn: e.target.value })}
                    style={{ width: 170 }}
                  />
                </Flex>
              ) : null}
            </fieldset>
          );
        })}
        {open.length ? (
          <>
            <Divider style={{ margin: '4px 0' }}>Open defects</Divider>
            {open.map((d) => (
              <Flex key={d.id} vertical gap={4}>
                <Checkbox
                  checked={!!signing[d.id]}
                  onChange={(e) => setSigning((s) => ({ ...s, [d.id]: e.target.checked }))}
                >
                  Sign off: {DOOR_CHECKLIST.find((i) => i.key === d.item)?.label} ({d.remedial})
                </Checkbox>
                {signing[d.id] ? (
                  <PhotoInput
                    label={`Sign-off photo ${d.id}`}
                    onChange={([photo]) => setSignOffs((s) => ({ ...s, [d.id]: photo }))}
                  />
                ) : null}
              </Flex>
            ))}
          </>
        ) : null}
      </Flex>
    </Modal>
  );
};

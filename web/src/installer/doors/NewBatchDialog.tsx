import { Alert, Form, Input, InputNumber, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  DOCUMENTS_API,
  DOOR_BATCH_MAX,
  DOOR_RATING_EVIDENCE,
  PUBLIC_API,
  apiPath,
  todayInZone,
  type DocumentListResponse,
  type FireDoorRangeData,
} from '@portfolio/contract';
import { fetcher } from '../../api/http';
import { createDoorBatch, labelSheetPath } from './api';
import { useTimeZone } from '../../api/reads';
import { serverMessage } from '../shared/errors';
import { useToast } from '../shared/useToast';

interface Values {
  doorType: string;
  minutes: number;
  standard: string;
  testReport?: string;
  batch: string;
  manufacturedOn: string;
  count: number;
}

/** New labels for a production run (admins): door type and rating, standard, test report, batch, date, how many. */
export const NewBatchDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [form] = Form.useForm<Values>();
  const toast = useToast();
  const zone = useTimeZone();
  const { mutate } = useSWRConfig();
  const range = useSWR<FireDoorRangeData>(open ? PUBLIC_API.doorTypes : null, fetcher).data;
  const documents = useSWR<DocumentListResponse>(open ? DOCUMENTS_API.documents : null, fetcher).data?.documents;
  const [saving, setSaving] = useState(false);
  const [made, setMade] = useState<{ batch: string; labels: string[] } | null>(null);
  const doorType = Form.useWatch('doorType', form);
  const ratings = range?.doorTypes.find((t) => t._id === doorType)?.ratings ?? [];
  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const answer = await createDoorBatch({ ...values });
      toast.success(answer.message);
      setMade({ batch: values.batch, labels: answer.labels });
      await mutate((key) => typeof key === 'string' && key.startsWith(apiPath('doors.list')));
    } catch (error) {
      toast.error(serverMessage(error, 'Could not create the labels.'));
    } finally {
      setSaving(false);
    }
  };
  const close = () => {
    setMade(null);
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      title="New fire-door labels"
      open={open}
      onCancel={close}
      okText={made ? 'Done' : 'Create labels'}
      onOk={made ? close : () => form.submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      {made ? (
        <Space direction="vertical">
          <Alert
            type="success"
            showIcon
            message={`${made.labels.length} labels: ${made.labels[0]} to ${made.labels.at(-1)}`}
          />
          <Typography.Link href={labelSheetPath(made.batch)} target="_blank">
            Download the label sheet (PDF, A4 21-up)
          </Typography.Link>
        </Space>
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ count: 40, manufacturedOn: todayInZone(zone) }}
        >
          <Form.Item name="doorType" label="Door type" rules={[{ required: true, message: 'Choose the door type.' }]}>
            <Select
              options={(range?.doorTypes ?? []).map((t) => ({ value: t._id, label: t.name }))}
              onChange={() => form.setFieldValue('minutes', undefined)}
            />
          </Form.Item>
          <Form.Item name="minutes" label="Fire rating" rules={[{ required: true, message: 'Choose the rating.' }]}>
            <Select options={ratings.map((r) => ({ value: r.minutes, label: `${r.minutes} minutes` }))} />
          </Form.Item>
          <Form.Item name="standard" label="Standard" rules={[{ required: true, message: 'Enter the standard.' }]}>
            <Input placeholder="IS 3614 (Part 2)" />
          </Form.Item>
          <Form.Item name="testReport" label="Test report or certificate">
            <Select
              allowClear
              options={(documents ?? [])
                .filter((d) => DOOR_RATING_EVIDENCE.includes(d.category))
                .map((d) => ({ value: d._id, label: d.title }))}
            />
          </Form.Item>
          <Space wrap>
            <Form.Item name="batch" label="Batch" rules={[{ required: true, message: 'Enter the batch.' }]}>
              <Input placeholder="PR-2026-031" />
            </Form.Item>
            <Form.Item name="manufacturedOn" label="Made on" rules={[{ required: true }]}>
              <Input type="date" />
            </Form.Item>
            <Form.Item name="count" label="Labels" rules={[{ required: true }]}>
              <InputNumber min={1} max={DOOR_BATCH_MAX} />
            </Form.Item>
          </Space>
        </Form>
      )}
    </Modal>
  );
};

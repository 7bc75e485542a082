import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { DOOR_FIELDS, todayInZone, type DoorDetails } from '@portfolio/contract';
import { recordInstall, useDoorSites } from './api';
import { PhotoInput, useRecordSave } from './recording';
import { useTimeZone } from '../../api/reads';

interface Values {
  site: string;
  location: string;
  installedOn: string;
  installer: string;
}

/** Record install: the project, where in the building, when, who, and photos (the phone's camera). */
export const InstallDialog = ({
  door,
  onClose,
  onSaved,
}: {
  door: DoorDetails;
  onClose: () => void;
  onSaved: (door: DoorDetails) => unknown;
}) => {
  const [form] = Form.useForm<Values>();
  const zone = useTimeZone();
  const sites = useDoorSites(true);
  const [photos, setPhotos] = useState<File[]>([]);
  const { saving, save } = useRecordSave(onSaved, onClose, 'Could not record the install.');
  const submit = async (values: Values) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.append(key, value);
    for (const photo of photos) body.append(DOOR_FIELDS.installPhotos, photo);
    await save(() => recordInstall(door.labelId, body));
  };
  return (
    <Modal
      title={`Record install · ${door.labelId}`}
      open
      onCancel={onClose}
      okText="Save install"
      onOk={() => form.submit()}
      confirmLoading={saving}
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ installedOn: todayInZone(zone) }}>
        <Form.Item name="site" label="Project" rules={[{ required: true, message: 'Choose the project.' }]}>
          <Select
            showSearch
            optionFilterProp="label"
            options={(sites ?? []).map((s) => ({ value: s._id, label: [s.client, s.name].filter(Boolean).join(', ') }))}
          />
        </Form.Item>
        <Form.Item
          name="location"
          label="Location in the building"
          rules={[{ required: true, message: 'Enter the location.' }]}
        >
          <Input placeholder="Block A, Level 2, Stair 1" />
        </Form.Item>
        <Form.Item name="installedOn" label="Installed on" rules={[{ required: true }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="installer" label="Installer" rules={[{ required: true, message: 'Enter who installed it.' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Photos">
          <PhotoInput label="Photos" multiple onChange={setPhotos} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

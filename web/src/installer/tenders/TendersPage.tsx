import { DownloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Empty,
  Form,
  InputNumber,
  List,
  Row,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  INDUSTRIES,
  SERVICES,
  SERVICE_LABELS,
  SIMILAR_WORK_RULE_LABELS,
  TENDER_DEFAULT_YEARS,
  TENDER_MAX_VALUE,
  TENDER_MAX_YEARS,
  TENDER_MESSAGES,
  formatDate,
  formatIndianNumber,
  formatRupees as rupees,
  industryLabel,
  type NeedsDataWork,
  type SimilarWorksCriterion,
} from '@portfolio/contract';
import { tenderPackPath, useSimilarWorks, type TenderQuery } from './api';
import { InlineLoading } from '../shared/InlineLoading';
import { serverMessage } from '../shared/errors';

const MISSING: Record<NeedsDataWork['missing'][number], string> = {
  contractValue: 'contract value',
  completedOn: 'completion date',
  completionCertificate: 'completion certificate',
};

const Criterion = ({ c }: { c: SimilarWorksCriterion }) => (
  <Card
    size="small"
    title={SIMILAR_WORK_RULE_LABELS[c.rule]}
    extra={<Tag color={c.met ? 'success' : 'default'}>{c.met ? 'Met' : 'Not met'}</Tag>}
    aria-label={`${SIMILAR_WORK_RULE_LABELS[c.rule]}: ${c.met ? 'met' : 'not met'}`}
  >
    <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
      Each at least {rupees(c.threshold)} · {c.works.length} {c.works.length === 1 ? 'work' : 'works'} on record
    </Typography.Paragraph>
    <List
      size="small"
      dataSource={c.works}
      locale={{ emptyText: 'No completed work reaches this value.' }}
      renderItem={(w) => (
        <List.Item>
          <List.Item.Meta
            title={w.name}
            description={`${w.client} · completed ${formatDate(`${w.completedOn}T12:00:00Z`)}`}
          />
          <span>{rupees(w.contractValue)}</span>
        </List.Item>
      )}
    />
  </Card>
);

/**
 * Tenders (status users): the tender's estimated cost, optionally a sector and a service,
 * and the period; the answer shows each similar-works criterion with the works that meet it, works
 * that need data, and "Export pack" (the summary PDF with the certificates and work orders, zipped).
 */
const TendersPage = () => {
  const [form] = Form.useForm();
  const [query, setQuery] = useState<TenderQuery | null>(null);
  // The pack may also hold each qualifying project's door schedule (the fire-door register).
  const [doorSchedules, setDoorSchedules] = useState(false);
  const { answer, error, isLoading } = useSimilarWorks(query);

  const check = (values: { value: number; years?: number; sector?: string; service?: string }) =>
    setQuery({
      value: values.value,
      years: values.years ?? TENDER_DEFAULT_YEARS,
      sector: values.sector || undefined,
      service: values.service || undefined,
    });

  return (
    <section>
      <Typography.Title level={2}>Tenders</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        Check the similar-works criterion of a tender against the portfolio: completed works within the period, each
        with a value and a completion certificate (attach certificates on a project&apos;s card under Edit).
      </Typography.Paragraph>
      <Card style={{ maxWidth: 960, marginBottom: 24 }}>
        <Form form={form} layout="vertical" onFinish={check} initialValues={{ years: TENDER_DEFAULT_YEARS }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="value"
                label="Estimated cost (₹)"
                rules={[
                  { required: true, message: TENDER_MESSAGES.valueRequired },
                  { type: 'number', min: 1, max: TENDER_MAX_VALUE, message: TENDER_MESSAGES.valueRequired },
                ]}
              >
                <InputNumber<number>
                  style={{ width: '100%' }}
                  min={1}
                  precision={0}
                  formatter={(v) => (v ? formatIndianNumber(Number(v)) : '')}
                  parser={(v) => Number(String(v ?? '').replace(/[^\d]/g, '')) || 0}
                  placeholder="e.g. 2,50,00,000"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={5}>
              <Form.Item name="sector" label="Sector">
                <Select
                  allowClear
                  placeholder="Any sector"
                  options={INDUSTRIES.map((i) => ({ value: i, label: industryLabel(i) }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="service" label="Service">
                <Select
                  allowClear
                  placeholder="Any service"
                  options={SERVICES.map((s) => ({ value: s, label: SERVICE_LABELS[s] }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={5}>
              <Form.Item
                name="years"
                label="Period (years)"
                rules={[{ type: 'number', min: 1, max: TENDER_MAX_YEARS, message: TENDER_MESSAGES.yearsInvalid }]}
              >
                <InputNumber<number> style={{ width: '100%' }} min={1} max={TENDER_MAX_YEARS} precision={0} />
              </Form.Item>
            </Col>
          </Row>
          <Space wrap>
            <Button type="primary" htmlType="submit">
              Check similar works
            </Button>
            {query && answer && (
              <>
                <Button icon={<DownloadOutlined />} href={tenderPackPath(query, { doorSchedules })} download>
                  Export pack
                </Button>
                <Checkbox checked={doorSchedules} onChange={(e) => setDoorSchedules(e.target.checked)}>
                  With door schedules
                </Checkbox>
              </>
            )}
          </Space>
        </Form>
      </Card>

      {isLoading && <InlineLoading label="Checking the portfolio…" />}
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ maxWidth: 960 }}
          message={serverMessage(error, 'Could not check the portfolio. Please try again.')}
        />
      )}
      {answer && !isLoading && (
        <div aria-live="polite">
          <Alert
            type={answer.qualifies ? 'success' : 'warning'}
            showIcon
            style={{ marginBottom: 16, maxWidth: 960 }}
            message={
              answer.qualifies
                ? 'The portfolio meets the similar-works criterion.'
                : 'No similar-works criterion is met with the works on record.'
            }
            description={`Estimated cost ${rupees(answer.value)}; works completed since ${formatDate(`${answer.since}T12:00:00Z`)} (${answer.years} years)${answer.sector ? `, ${industryLabel(answer.sector)}` : ''}${answer.service ? `, ${SERVICE_LABELS[answer.service]}` : ''}.`}
          />
          <Row gutter={[16, 16]} style={{ maxWidth: 1200 }}>
            {answer.criteria.map((c) => (
              <Col key={c.rule} xs={24} lg={8}>
                <Criterion c={c} />
              </Col>
            ))}
          </Row>
          <Typography.Title level={3} style={{ marginTop: 24 }}>
            Needs data
          </Typography.Title>
          {answer.needsData.length ? (
            <List
              style={{ maxWidth: 960 }}
              bordered
              dataSource={answer.needsData}
              renderItem={(w) => (
                <List.Item>
                  <List.Item.Meta
                    title={`${w.name} (${w.client})`}
                    description={`Missing: ${w.missing.map((m) => MISSING[m]).join(', ')}`}
                  />
                  {w.contractValue != null && <span>{rupees(w.contractValue)}</span>}
                </List.Item>
              )}
            />
          ) : (
            <Empty description="Every completed work of the period has a value, a completion date and a certificate." />
          )}
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            Values and certificates are entered on each project:{' '}
            <Link to="/installer/dashboard/editcover">Edit clients and projects</Link>.
          </Typography.Paragraph>
        </div>
      )}
    </section>
  );
};

export default TendersPage;

import { Button, Result } from 'antd';

/** The dashboard could not load who is signed in (loaded only then). */
const LoadError = ({ onRetry }: { onRetry: () => void }) => (
  <Result
    status="error"
    title="Could not load your account."
    extra={
      <Button type="primary" onClick={onRetry}>
        Retry
      </Button>
    }
  />
);

export default LoadError;

import type { ReactNode } from 'react';
import { useClients } from '../../api/reads';
import { ErrorBlock, LoadingBlock } from '../components/States';
import { allProjects, byRecency, type PortfolioClient, type Project } from './data';

/** Every portfolio page reads the one cached GET /api/v1/clients/getClients and filters it here. */
export const usePortfolio = () => {
  const res = useClients();
  const clients = res.clients as PortfolioClient[] | undefined;
  return {
    clients,
    projects: clients ? allProjects(clients).sort(byRecency) : undefined,
    error: res.error,
    isLoading: !clients && !res.error,
    retry: () => res.mutate(),
  };
};

/** Loading and error states for portfolio data; renders `children` once the clients are here. */
export const PortfolioGate = ({ children }: { children: (data: { clients: PortfolioClient[]; projects: Project[] }) => ReactNode }) => {
  const { clients, projects, error, retry } = usePortfolio();
  if (error) return <ErrorBlock message="We could not load our projects." onRetry={retry} />;
  if (!clients || !projects) return <LoadingBlock />;
  return <>{children({ clients, projects })}</>;
};

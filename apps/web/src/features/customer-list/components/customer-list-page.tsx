import { Title } from '@mantine/core';
import { getStoredValue } from '../../../lib/storage';

export function CustomerListPage() {
  return <Title order={1}>{getStoredValue('branchName') || 'Customer List'}</Title>;
}

import { NativeSelect } from '@mantine/core';
import type { Branch } from '@portal/domain';

/** An admin's choice of one branch, or all of them (''), for a staff list that spans branches. */
export function BranchChoice({
  branches,
  value,
  onChange,
}: {
  branches: readonly Branch[] | undefined;
  value: string;
  onChange: (branchCode: string) => void;
}) {
  return (
    <NativeSelect
      label="Branch"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: 'All branches' },
        ...(branches ?? []).map((branch) => ({ value: branch.id, label: branch.branchName })),
      ]}
      w={{ base: '100%', xs: 320 }}
    />
  );
}

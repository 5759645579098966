import { Skeleton, Stack } from '@mantine/core';

/** Placeholder rows shaped like a table while its first page loads. */
export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap="xs">
      <Skeleton height={28} width="40%" />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={36} />
      ))}
    </Stack>
  );
}

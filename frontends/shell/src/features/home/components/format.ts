// The formatting helpers moved to src/lib so the podcast, AMA and other public screens share them.
export * from '../../../lib/format.ts';

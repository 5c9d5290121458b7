export * from '../../../shared/csv.ts';

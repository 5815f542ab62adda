// The jury's similarity report of an ended contest (app/routes/admin/contest-similarity.tsx).
export { SimilarityReportScreen } from './components/similarity-report';

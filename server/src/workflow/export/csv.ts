// The CSV writer lives in lib/ (the seal use log exports with it too); the workflow's lists keep importing it here.
export { csvCell, csvLine, sendCsv } from '../../lib/csv.js';

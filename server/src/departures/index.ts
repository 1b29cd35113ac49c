/** The departures domain's door (someone leaves, issue 30 item 2): what other domains may use. */
export { STATUS as DEPARTURE_STATUS } from './service.js';

/** Port: the current time in epoch milliseconds (UTC). Domain code never reads the system clock itself. */
export interface Clock {
  now(): number;
}

import pino from "pino";
import { config } from "../app/config.server";

/** Structured logs (pino). Never log mail bodies or passwords. */
export const logger = pino({ level: config().LOG_LEVEL });

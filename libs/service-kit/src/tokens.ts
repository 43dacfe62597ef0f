export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');

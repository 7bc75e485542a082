export * from './powers';
export * from './industries';
export * from './locations';
export * from './rules';
export * from './validate';
export * from './format';
export * from './types';
export * from './routes';

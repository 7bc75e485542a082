import server from './server/src';

export default server;

// s3rver in a process of its own, started by test/s3rver.ts with --openssl-legacy-provider
// (see there): S3RVER_DIRECTORY is its folder, S3RVER_BUCKET the one bucket it makes.
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: process.env.S3RVER_DIRECTORY!,
  configureBuckets: [{ name: process.env.S3RVER_BUCKET!, configs: [] }],
});
const { port } = (await server.run()) as AddressInfo;
console.log(`S3rver listening on 127.0.0.1:${port}`);

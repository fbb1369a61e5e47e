// s3rver (a dev dependency for the S3 storage test) ships no types: the part the test uses.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  type BucketConfig = { name: string; configs: Array<string | Buffer> };

  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: BucketConfig[];
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

// The package ships no types; only what the bench reads is declared.
declare module "autocannon" {
  interface AutocannonOptions {
    url: string;
    duration?: number;
    connections?: number;
    headers?: Record<string, string>;
  }
  interface AutocannonHistogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface AutocannonResult {
    requests: AutocannonHistogram;
    latency: AutocannonHistogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}

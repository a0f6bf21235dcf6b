/**
 * The sampler k8s/configmap.yaml ships (a test checks they agree): a trace's root decides, one in
 * ten recorded whole, every process following the decision it receives.
 */
export const TRACING_AS_SHIPPED: Record<string, string> = {
  OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
  OTEL_TRACES_SAMPLER_ARG: '0.1',
};

-- The W3C trace context (traceparent, tracestate) of the request or event that wrote each outbox
-- row: the relay carries it in the event's headers, so its consumers join the same trace (issue 38).
-- Null when tracing is off.
alter table counting.outbox add column if not exists traceparent text, add column if not exists tracestate text;

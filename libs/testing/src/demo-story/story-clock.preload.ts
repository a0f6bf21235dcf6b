import { installStoryClock, isStoryClockMessage, setStoryOffset, type StoryClockAck } from './story-clock';

/**
 * Loaded with `-r` by a service the demo story runs (Stack's `storyClock`): the process takes the
 * story's Date, and moves its clock when the story tells it over the IPC channel, answering once
 * it has. The channel does not keep the process alive.
 */
if (process.env.STORY_CLOCK === '1' && process.send) {
  installStoryClock();
  process.on('message', (message: unknown) => {
    if (isStoryClockMessage(message)) {
      setStoryOffset(message.storyClock.offsetMs);
      const ack: StoryClockAck = { storyClockAck: message.storyClock.id };
      process.send?.(ack);
    }
  });
  process.channel?.unref();
}

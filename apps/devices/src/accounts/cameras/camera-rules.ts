/**
 * §3 Camera rtspUri: derived from the address, the RTSP port and the channel (the usual
 * `/Streaming/Channels/<channel>` of network video recorders); it carries no password.
 */
export const rtspUri = (camera: { ip: string; rtspPort: number; channelNO: string }): string =>
  `rtsp://${camera.ip}:${camera.rtspPort}/Streaming/Channels/${camera.channelNO}`;

/**
 * The header in which the apps name their device on the calls that send a code (`sendsCode`): a
 * random id each install keeps. A carrier puts thousands of phones behind one address, so the
 * code-send limit counts per device and per destination, with a higher ceiling per address. The
 * id proves nothing: a device that drops or changes it still meets that ceiling.
 */
export const deviceIdHeader = 'x-device-id';

/** A device id the API counts; anything else counts as no device at all. */
export const deviceIdPattern = /^[A-Za-z0-9_-]{16,64}$/;

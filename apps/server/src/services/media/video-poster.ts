/** Characters XML gives meaning to, as entities: a title is text in the poster, never markup. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A title cut to what fits on one line of the poster. */
function shortTitle(title: string, maxCharacters = 48): string {
  const characters = [...title];
  return characters.length <= maxCharacters ? title : `${characters.slice(0, maxCharacters - 1).join('')}…`;
}

/**
 * The still shown before a video stored on this server plays. Nothing here reads the video (that
 * would need a decoder on the server), so it is a poster: the problem's title, a play mark and the
 * length, 16:9 like the player.
 */
export function videoPoster(options: { title: string; duration: string }): string {
  const title = escapeXml(shortTitle(options.title));
  const duration = escapeXml(options.duration);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720" role="img"',
    ` aria-label="Editorial video: ${title}, ${duration}">`,
    '<rect width="1280" height="720" fill="#1d232a"/>',
    '<circle cx="640" cy="330" r="84" fill="#ffffff" fill-opacity="0.12"/>',
    '<path d="M612 282 L700 330 L612 378 Z" fill="#ffffff"/>',
    `<text x="640" y="500" text-anchor="middle" font-family="system-ui, sans-serif" font-size="44" fill="#ffffff">${title}</text>`,
    `<text x="640" y="560" text-anchor="middle" font-family="system-ui, sans-serif" font-size="30" fill="#a6adbb">Editorial · ${duration}</text>`,
    '</svg>',
  ].join('');
}

/**
 * JSON to place inside a <script type="application/json"> element. The HTML parser ends the element
 * at the first `</script` whatever the JSON means, and a `<!--` changes how it looks for that end, so
 * every `<` (and `>` and `&`, for any other reader) is written as its \u escape, which JSON.parse reads
 * back as the same character; U+2028 and U+2029 too, line ends to a JavaScript reader of the text.
 * scriptJson({ title: '</script>' }) === '{"title":"\\u003c/script\\u003e"}'.
 */
export function scriptJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

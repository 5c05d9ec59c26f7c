"""The rule texts of every game, in English and Japanese: loading, includes, HTML and search.

Rule texts live in ``resources/rules/``: one file per game id and language
(``tarokk.en.md``, ``tarokk.ja.md``), plus shared family files in ``resources/rules/families/``
(``lombardy.en.md``) whose blocks several game files include. Pure Python, no Qt: the rule pane
renders the HTML this module produces, and the tests check the texts through it.

File format (a small Markdown dialect):

* Optional front matter between two ``---`` lines, ``key: value`` per line. ``pack`` names the
  game's pack (``tarot78``, ``hungarian42`` ...); card images without a pack use it. ``summary``
  is the game's one-line description (:func:`summary`).
* ``# Title`` — the document title (once, before the sections).
* ``## Section title {#anchor}`` — a top-level section. Every game text has a fixed, ordered set
  of anchors that refusals, hints and score events link to; they are identical in both languages.
* ``### Sub-heading`` (and ``####``) inside a section, without an anchor.
* ``@section family#block`` on a line of its own, at top level: the family file's block, with its
  title, becomes a section of this game under the block's id as anchor.
* ``@include family#block`` on a line of its own, inside a section: the block's body is inserted
  there, line for line (so an include may add rows to a table). Family blocks may include
  other blocks; cycles are refused.
* Paragraphs, ``-`` lists, ``1.`` lists, ``|`` tables, ``> `` example boxes, ``**bold**``,
  ``*italic*``, `` `code` ``, links to other sections ``[text](#anchor)`` and card images
  ``![](card:pack/CODE)`` or ``![](card:CODE)`` (the game's pack).
"""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .core.cards import is_card_code
from .core.cards import card as card_by_code
from .core.packs import PACKS, pack
from .resources import resource_path

LANGS: tuple[str, ...] = ("en", "ja")

#: Rule anchors that are not section anchors, with the sections that explain them (first one the
#: game's text has wins). The core gives "the deal/match is over" refusals the anchor ``end``, and
#: refusals a game does not explain the name of its current phase.
ANCHOR_ALIASES: dict[str, tuple[str, ...]] = {
    "end": ("game-end",),
    "deal-over": ("scoring",),
    "over": ("scoring",),
    "monte-answer": ("monte",),
    "give-back": ("exchange",),
    "fool-exchange": ("fool",),
    "matto-gift": ("matto",),
    "declare": ("declarations", "rondas", "announcements"),
    "claim": ("rondas",),
    "contract": ("bidding",),
    "call": ("partner-call",),
}


def _resolve(anchors: list[str], anchor: str | None) -> str | None:
    """``anchor`` if the text has it, else the first of its aliases that it has, else None."""
    if anchor in anchors:
        return anchor
    for alias in ANCHOR_ALIASES.get(anchor or "", ()):
        if alias in anchors:
            return alias
    return None


_FAMILY_DIR = "families"
_HEADING = re.compile(r"^(#{1,4})\s+(.*?)\s*$")
_ANCHOR = re.compile(r"\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$")
_SECTION_DIRECTIVE = re.compile(r"^@section\s+([a-z0-9-]+)#([a-z0-9-]+)\s*$")
_INCLUDE_DIRECTIVE = re.compile(r"^@include\s+([a-z0-9-]+)#([a-z0-9-]+)\s*$")
_CARD_REF = re.compile(r"!\[([^\]]*)\]\(card:(?:([a-z0-9]+)/)?([A-Za-z0-9?]+)\)")
_LINK = re.compile(r"\[([^\]]+)\]\(#([a-z0-9-]+)\)")
_ORDERED = re.compile(r"^(\d+)\.\s+(.*)$")
_UNORDERED = re.compile(r"^[-*]\s+(.*)$")
_TABLE_RULE = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
#: A card image or a section link, whichever comes first (groups: alt, pack, code | text, anchor).
_INLINE_TOKEN = re.compile(_CARD_REF.pattern + "|" + _LINK.pattern)


class RulesTextError(ValueError):
    """A rule text that cannot be read: a missing file, a bad include, a malformed heading."""


@dataclass(frozen=True)
class Section:
    """One top-level section of a rule text: its anchor, title and body (Markdown)."""

    anchor: str
    title: str
    body: str


@dataclass(frozen=True)
class CardRef:
    """A card image in a text: the pack it comes from and the card code."""

    pack_id: str
    code: str


@dataclass(frozen=True)
class SearchHit:
    """A search result: the section it is in and a short piece of text around the match."""

    anchor: str
    title: str
    snippet: str


@dataclass(frozen=True)
class RuleText:
    """A game's complete rule text in one language, includes resolved."""

    game_id: str
    lang: str
    title: str
    pack_id: str
    sections: tuple[Section, ...]

    @property
    def anchors(self) -> list[str]:
        """The section anchors, in order."""
        return [s.anchor for s in self.sections]

    def section(self, anchor: str) -> Section:
        """The section with this anchor (aliases such as ``end`` accepted)."""
        found = _resolve(self.anchors, anchor)
        for s in self.sections:
            if s.anchor == found:
                return s
        raise KeyError(f"{self.game_id} ({self.lang}) has no rule section {anchor!r}")


# -- files -------------------------------------------------------------------------------------


def rules_dir() -> Path:
    """The folder holding the rule texts."""
    return resource_path("rules")


def _check_lang(lang: str) -> None:
    if lang not in LANGS:
        raise RulesTextError(f"no rule texts in language {lang!r} (languages: {', '.join(LANGS)})")


def game_ids() -> list[str]:
    """Game ids that have a rule text in every language, sorted."""
    folder = rules_dir()
    found: dict[str, set[str]] = {}
    for path in folder.glob("*.md"):
        stem, _, lang = path.name[: -len(".md")].rpartition(".")
        if stem and lang in LANGS:
            found.setdefault(stem, set()).add(lang)
    return sorted(gid for gid, langs in found.items() if langs == set(LANGS))


def _read(path: Path) -> list[str]:
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise RulesTextError(f"rule text file {path.name} is missing") from None


def _split_front_matter(lines: list[str], name: str) -> tuple[dict[str, str], list[str]]:
    if not lines or lines[0].strip() != "---":
        return {}, lines
    meta: dict[str, str] = {}
    for i, line in enumerate(lines[1:], start=1):
        if line.strip() == "---":
            return meta, lines[i + 1:]
        key, sep, value = line.partition(":")
        if not sep:
            raise RulesTextError(f"{name}, line {i + 1}: front matter lines are 'key: value'")
        meta[key.strip()] = value.strip()
    raise RulesTextError(f"{name}: front matter is not closed by '---'")


@cache
def _family_blocks(family: str, lang: str) -> dict[str, tuple[str, list[str]]]:
    """The blocks of a family file: id -> (title, body lines, includes not yet resolved)."""
    name = f"{_FAMILY_DIR}/{family}.{lang}.md"
    _meta, lines = _split_front_matter(_read(rules_dir() / _FAMILY_DIR / f"{family}.{lang}.md"), name)
    blocks: dict[str, tuple[str, list[str]]] = {}
    current: str | None = None
    for number, line in enumerate(lines, start=1):
        m = _HEADING.match(line)
        if m and len(m.group(1)) == 2:
            a = _ANCHOR.search(m.group(2))
            if not a:
                raise RulesTextError(f"{name}, line {number}: a block heading needs an {{#id}}")
            current = a.group(1)
            if current in blocks:
                raise RulesTextError(f"{name}, line {number}: block {current!r} defined twice")
            blocks[current] = (_ANCHOR.sub("", m.group(2)).strip(), [])
        elif m and len(m.group(1)) == 1:
            continue  # the family file's own title
        elif current is None:
            if line.strip():
                raise RulesTextError(f"{name}, line {number}: text before the first block")
        else:
            blocks[current][1].append(line)
    for _title, body in blocks.values():
        # Blank lines around a block would split a table when a block is a few table rows.
        while body and not body[0].strip():
            body.pop(0)
        while body and not body[-1].strip():
            body.pop()
    return blocks


def _block(family: str, block: str, lang: str, where: str) -> tuple[str, list[str]]:
    blocks = _family_blocks(family, lang)
    if block not in blocks:
        raise RulesTextError(f"{where}: family {family!r} ({lang}) has no block {block!r}")
    return blocks[block]


def _expand_includes(lines: list[str], lang: str, where: str, stack: tuple[str, ...]) -> list[str]:
    out: list[str] = []
    for line in lines:
        m = _INCLUDE_DIRECTIVE.match(line.strip())
        if not m:
            if line.strip().startswith("@"):
                raise RulesTextError(f"{where}: unknown directive {line.strip()!r}")
            out.append(line)
            continue
        key = f"{m.group(1)}#{m.group(2)}"
        if key in stack:
            raise RulesTextError(f"{where}: include cycle {' -> '.join(stack + (key,))}")
        _title, body = _block(m.group(1), m.group(2), lang, where)
        out.extend(_expand_includes(body, lang, f"{where} > {key}", stack + (key,)))
    return out


def includes_of(game_id: str, lang: str) -> list[str]:
    """Every ``family#block`` a game text uses, directly or through other blocks, in order."""
    _check_lang(lang)
    name = f"{game_id}.{lang}.md"
    _meta, lines = _split_front_matter(_read(rules_dir() / name), name)
    seen: list[str] = []

    def walk(body: list[str]) -> None:
        for line in body:
            m = _SECTION_DIRECTIVE.match(line.strip()) or _INCLUDE_DIRECTIVE.match(line.strip())
            if m:
                key = f"{m.group(1)}#{m.group(2)}"
                if key not in seen:
                    seen.append(key)
                    walk(_block(m.group(1), m.group(2), lang, name)[1])

    walk(lines)
    return seen


@cache
def load(game_id: str, lang: str) -> RuleText:
    """A game's rule text in ``lang``, includes resolved, split into sections."""
    _check_lang(lang)
    name = f"{game_id}.{lang}.md"
    meta, lines = _split_front_matter(_read(rules_dir() / name), name)
    pack_id = meta.get("pack", "")
    if pack_id not in PACKS:
        raise RulesTextError(f"{name}: front matter must name the game's pack (pack: ...), not {pack_id!r}")
    title = ""
    sections: list[tuple[str, str, list[str]]] = []
    for number, line in enumerate(lines, start=1):
        where = f"{name}, line {number}"
        directive = _SECTION_DIRECTIVE.match(line.strip())
        heading = _HEADING.match(line)
        if directive:
            family, block = directive.groups()
            block_title, body = _block(family, block, lang, where)
            sections.append((block, block_title, list(body)))
        elif heading and len(heading.group(1)) == 1:
            if title or sections:
                raise RulesTextError(f"{where}: the '# title' line must come once, before the sections")
            title = heading.group(2)
        elif heading and len(heading.group(1)) == 2:
            a = _ANCHOR.search(heading.group(2))
            if not a:
                raise RulesTextError(f"{where}: a section heading needs an {{#anchor}}")
            sections.append((a.group(1), _ANCHOR.sub("", heading.group(2)).strip(), []))
        elif not sections:
            if line.strip():
                raise RulesTextError(f"{where}: text before the first section")
        else:
            sections[-1][2].append(line)
    if not title:
        raise RulesTextError(f"{name}: no '# title' line")
    result: list[Section] = []
    seen: set[str] = set()
    for anchor, sec_title, body in sections:
        if anchor in seen:
            raise RulesTextError(f"{name}: section {anchor!r} appears twice")
        seen.add(anchor)
        expanded = _expand_includes(body, lang, f"{name} #{anchor}", ())
        for line in expanded:
            h = _HEADING.match(line)
            if h and len(h.group(1)) <= 2:
                raise RulesTextError(f"{name} #{anchor}: only '###' sub-headings may appear inside a section")
            if h and _ANCHOR.search(h.group(2)):
                raise RulesTextError(f"{name} #{anchor}: sub-headings carry no anchor ({line.strip()!r})")
        result.append(Section(anchor, sec_title, "\n".join(expanded).strip("\n")))
    return RuleText(game_id, lang, title, pack_id, tuple(result))


@cache
def summary(game_id: str, lang: str) -> str:
    """The game's one-line description in ``lang`` (its front matter's ``summary``; "" without
    one), read without the rest of the text: the start screen and the New game dialog show it."""
    _check_lang(lang)
    name = f"{game_id}.{lang}.md"
    meta, _lines = _split_front_matter(_read(rules_dir() / name), name)
    return meta.get("summary", "")


def clear_cache() -> None:
    """Forget every text read so far (after the files changed, or in tests)."""
    load.cache_clear()
    summary.cache_clear()
    _family_blocks.cache_clear()
    _search_index.cache_clear()


def sections(game_id: str, lang: str) -> list[Section]:
    """The ordered sections of a game's text: (anchor, title, body Markdown)."""
    return list(load(game_id, lang).sections)


def resolve_anchor(game_id: str, anchor: str | None, lang: str = "en") -> str:
    """The section to show for a rule anchor from a refusal, hint or event.

    Anchors of the text are returned as they are; known aliases (``end``, phase names) are
    translated; anything else falls back to ``overview`` so a link never leads nowhere.
    """
    return _resolve(load(game_id, lang).anchors, anchor) or "overview"


def card_refs(game_id: str, lang: str) -> list[tuple[str, CardRef]]:
    """Every card image of a game's text as (section anchor, card reference), in order."""
    text = load(game_id, lang)
    out: list[tuple[str, CardRef]] = []
    for s in text.sections:
        for m in _CARD_REF.finditer(s.body):
            out.append((s.anchor, CardRef(m.group(2) or text.pack_id, m.group(3))))
    return out


def links(game_id: str, lang: str) -> list[tuple[str, str]]:
    """Every link to a section as (section anchor it is in, target anchor), in order."""
    out: list[tuple[str, str]] = []
    for s in load(game_id, lang).sections:
        for m in _LINK.finditer(_CARD_REF.sub("", s.body)):
            out.append((s.anchor, m.group(2)))
    return out


# -- HTML ----------------------------------------------------------------------------------------


def _card_alt(pack_id: str, code: str, lang: str) -> str:
    if pack_id in PACKS and is_card_code(code):
        c = card_by_code(code)
        p = pack(pack_id)
        if c in p:
            return p.name(c, lang)
    return code


def _inline(text: str, pack_id: str, lang: str) -> str:
    """One line of Markdown inline syntax as HTML (text escaped, markup converted)."""
    out: list[str] = []
    # Code spans first: nothing inside them is markup.
    for i, part in enumerate(re.split(r"`([^`]*)`", text)):
        if i % 2:
            out.append(f"<code>{html.escape(part)}</code>")
            continue
        pos = 0
        pieces: list[str] = []
        for m in _INLINE_TOKEN.finditer(part):
            pieces.append(_emphasis(html.escape(part[pos:m.start()], quote=False)))
            if m.group(3):
                p = m.group(2) or pack_id
                alt = m.group(1) or _card_alt(p, m.group(3), lang)
                pieces.append(f'<img src="card:{p}/{m.group(3)}" alt="{html.escape(alt)}" height="54">')
            else:
                label = _emphasis(html.escape(m.group(4), quote=False))
                pieces.append(f'<a href="#{m.group(5)}">{label}</a>')
            pos = m.end()
        pieces.append(_emphasis(html.escape(part[pos:], quote=False)))
        out.append("".join(pieces))
    return "".join(out)


# A single star marks italics unless it touches a Latin letter or digit (so Japanese text around
# italics works, and a star inside a word stays a star).
_ITALIC = re.compile(r"(?<![A-Za-z0-9*])\*(?!\s)(.+?)(?<!\s)\*(?![A-Za-z0-9*])")


def _emphasis(escaped: str) -> str:
    escaped = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", escaped)
    return _ITALIC.sub(r"<i>\1</i>", escaped)


def _is_cjk(ch: str) -> bool:
    return ch > "\u2e7f"


def _join(lines: list[str]) -> str:
    """Join wrapped lines: a space between words, nothing between Japanese characters."""
    text = ""
    for line in (ln.strip() for ln in lines):
        if text and line and not (_is_cjk(text[-1]) and _is_cjk(line[0])):
            text += " "
        text += line
    return text


def _table_cells(line: str) -> list[str]:
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|"):
        line = line[:-1]
    return [c.strip() for c in line.split("|")]


def markdown_to_html(markdown: str, pack_id: str, lang: str) -> str:
    """A section body as HTML that Qt's QTextBrowser displays."""
    lines = markdown.splitlines()
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if not stripped:
            i += 1
            continue
        h = _HEADING.match(stripped)
        if h:
            level = min(len(h.group(1)), 4)
            out.append(f"<h{level}>{_inline(h.group(2), pack_id, lang)}</h{level}>")
            i += 1
            continue
        if stripped.startswith(">"):
            quoted: list[str] = []
            while i < len(lines) and lines[i].strip().startswith(">"):
                quoted.append(lines[i].strip()[1:].removeprefix(" "))
                i += 1
            inner = markdown_to_html("\n".join(quoted), pack_id, lang)
            out.append(f"<blockquote>{inner}</blockquote>")
            continue
        if stripped.startswith("|"):
            rows: list[str] = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append(lines[i])
                i += 1
            out.append(_table_html(rows, pack_id, lang))
            continue
        if _UNORDERED.match(stripped) or _ORDERED.match(stripped):
            ordered = bool(_ORDERED.match(stripped))
            items: list[list[str]] = []
            while i < len(lines):
                s = lines[i].strip()
                m = _ORDERED.match(s) if ordered else _UNORDERED.match(s)
                if m:
                    items.append([m.group(m.lastindex or 1)])
                elif s and lines[i][:1] == " " and items:
                    items[-1].append(s)  # an indented continuation of the item
                else:
                    break
                i += 1
            tag = "ol" if ordered else "ul"
            body = "".join(f"<li>{_inline(_join(item), pack_id, lang)}</li>" for item in items)
            out.append(f"<{tag}>{body}</{tag}>")
            continue
        para: list[str] = []
        while i < len(lines):
            s = lines[i].strip()
            if not s or _HEADING.match(s) or s.startswith(("|", ">")) or _UNORDERED.match(s) or _ORDERED.match(s):
                break
            para.append(s)
            i += 1
        out.append(f"<p>{_inline(_join(para), pack_id, lang)}</p>")
    return "\n".join(out)


#: Columns beyond which a table of at most three rows is shown turned a quarter (see _table_html).
WIDE_TABLE = 6


def _table_html(rows: list[str], pack_id: str, lang: str) -> str:
    body: list[str] = []
    header: list[str] | None = None
    cells_rows = []
    for k, row in enumerate(rows):
        if k == 1 and _TABLE_RULE.match(row.strip()):
            header = cells_rows.pop()
            continue
        cells_rows.append(_table_cells(row))
    if header is not None and len(header) > WIDE_TABLE and len(cells_rows) <= 3:
        # A table of many short columns (a rank per column, a range of points per column) is
        # wider than the rule pane; each column becomes a row, its heading first.
        for k, column in enumerate(zip(header, *cells_rows)):
            head, *cells = column
            tag = "th" if k == 0 else "td"  # the first column held the rows' headings
            body.append(f"<tr><th>{_inline(head, pack_id, lang)}</th>"
                        + "".join(f"<{tag}>{_inline(c, pack_id, lang)}</{tag}>" for c in cells) + "</tr>")
        return '<table border="1" cellspacing="0" cellpadding="4">' + "".join(body) + "</table>"
    if header is not None:
        body.append("<tr>" + "".join(f"<th>{_inline(c, pack_id, lang)}</th>" for c in header) + "</tr>")
    for cells in cells_rows:
        body.append("<tr>" + "".join(f"<td>{_inline(c, pack_id, lang)}</td>" for c in cells) + "</tr>")
    return '<table border="1" cellspacing="0" cellpadding="4">' + "".join(body) + "</table>"


def section_html(game_id: str, lang: str, anchor: str) -> str:
    """One section as HTML: its heading (with ``<a name>``) and its body."""
    text = load(game_id, lang)
    s = text.section(anchor)
    heading = f'<h2><a name="{s.anchor}"></a>{_inline(s.title, text.pack_id, lang)}</h2>'
    return heading + "\n" + markdown_to_html(s.body, text.pack_id, lang)


def document_html(game_id: str, lang: str) -> str:
    """The whole text as HTML: the title, then every section in order."""
    text = load(game_id, lang)
    parts = [f"<h1>{html.escape(text.title)}</h1>"]
    parts.extend(section_html(game_id, lang, a) for a in text.anchors)
    return "\n".join(parts)


def side_by_side_html(game_id: str, anchors: list[str] | None = None) -> str:
    """Japanese and English next to each other, section by section (anchors from the Japanese)."""
    chosen = anchors if anchors is not None else load(game_id, "ja").anchors
    rows = []
    for anchor in chosen:
        ja = section_html(game_id, "ja", anchor)
        en = section_html(game_id, "en", anchor).replace(f'<a name="{anchor}"></a>', "", 1)
        rows.append(f'<tr><td width="50%" valign="top">{ja}</td><td width="50%" valign="top">{en}</td></tr>')
    return '<table width="100%" cellspacing="6">' + "".join(rows) + "</table>"


# -- search --------------------------------------------------------------------------------------


def plain_text(markdown: str, pack_id: str, lang: str) -> str:
    """Readable text of a body, markup removed and card images replaced by card names."""
    text = _CARD_REF.sub(lambda m: m.group(1) or _card_alt(m.group(2) or pack_id, m.group(3), lang), markdown)
    text = _LINK.sub(r"\1", text)
    text = re.sub(r"`([^`]*)`", r"\1", text)
    text = text.replace("**", "")
    text = _ITALIC.sub(r"\1", text)
    lines = []
    for line in text.splitlines():
        s = re.sub(r"^>\s?", "", line.strip())
        if _TABLE_RULE.match(s) and s.startswith("|"):
            continue
        s = re.sub(r"^#{1,4}\s+", "", s)
        s = re.sub(r"^([-*]|\d+\.)\s+", "", s)
        if s.startswith("|"):
            s = " ".join(c for c in _table_cells(s) if c)
        lines.append(s)
    return _join([ln for ln in lines if ln])


def _fold_char(ch: str) -> str:
    """One character folded for matching: width, case, Latin accents and hiragana/katakana."""
    parts = [c for c in unicodedata.normalize("NFKD", ch)
             if not unicodedata.combining(c) or c in "\u3099\u309a"]
    folded = unicodedata.normalize("NFC", "".join(parts)).casefold()
    return "".join(chr(ord(c) + 0x60) if "\u3041" <= c <= "\u3096" else c for c in folded)


def _fold(text: str) -> tuple[str, list[int]]:
    """The folded text and, for each of its characters, the index of the original character."""
    chars: list[str] = []
    origin: list[int] = []
    for i, ch in enumerate(text):
        for f in _fold_char(ch):
            chars.append(f)
            origin.append(i)
    return "".join(chars), origin


def _snippet(text: str, start: int, end: int, lang: str) -> str:
    radius = 28 if lang == "ja" else 60
    a = max(0, start - radius)
    b = min(len(text), end + radius)
    if lang != "ja":  # do not cut words in half
        while a > 0 and text[a - 1] not in " \n":
            a -= 1
        while b < len(text) and text[b] not in " \n":
            b += 1
    return ("…" if a > 0 else "") + text[a:b].strip() + ("…" if b < len(text) else "")


@cache
def _search_index(game_id: str, lang: str) -> tuple[tuple[Section, str, str, list[int], str], ...]:
    """Per section: the section, its plain text, that text folded, the fold's origin map, the folded title."""
    text = load(game_id, lang)
    index = []
    for s in text.sections:
        body = plain_text(s.body, text.pack_id, lang)
        folded_body, origin = _fold(body)
        index.append((s, body, folded_body, origin, _fold(s.title)[0]))
    return tuple(index)


def search(game_id: str, lang: str, query: str, limit: int = 50) -> list[SearchHit]:
    """Sections containing every word of ``query`` (substring match, so Japanese needs no spaces).

    Matching ignores case, letter width, Latin accents and the hiragana/katakana difference.
    Sections whose title matches come first, then by number of matches, then in text order.
    """
    terms = [t for t in _fold(query)[0].split() if t]
    if not terms:
        return []
    scored: list[tuple[int, int, int, SearchHit]] = []
    for order, (s, body, folded_body, origin, folded_title) in enumerate(_search_index(game_id, lang)):
        if not all(t in folded_body or t in folded_title for t in terms):
            continue
        count = sum(folded_body.count(t) for t in terms)
        in_title = sum(t in folded_title for t in terms)
        first = min((folded_body.find(t), t) for t in terms if t in folded_body) if count else None
        if first is None:
            snippet = _snippet(body, 0, 0, lang)
        else:
            pos, term = first
            snippet = _snippet(body, origin[pos], origin[pos + len(term) - 1] + 1, lang)
        scored.append((-in_title, -count, order, SearchHit(s.anchor, s.title, snippet)))
    scored.sort(key=lambda x: x[:3])
    return [hit for *_k, hit in scored[:limit]]

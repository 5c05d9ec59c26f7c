"""The rule texts: every game in both languages, fixed anchors, includes, cards, HTML and search."""

from __future__ import annotations

import importlib
import re
import subprocess
import sys
import types
from collections import Counter
from pathlib import Path
from typing import Iterator

import pytest

from tarotdesk import rules_text
from tarotdesk.core.cards import card, is_card_code
from tarotdesk.core.packs import PACKS, pack
from tarotdesk.games.registry import GAME_PACKAGES
from tarotdesk.rules_text import LANGS, RulesTextError

LOMBARD = ["overview", "cards", "deal", "exposure", "monte", "discard", "auction", "exchange", "surrender",
           "partner-call", "play", "fool", "scoring", "game-end", "options", "glossary"]

#: The anchors each game's text must have, in this order (the engines' refusals and events use them).
EXPECTED_ANCHORS: dict[str, list[str]] = {
    "tarocco-lombardo": LOMBARD,
    "reseghino": LOMBARD,
    "taroccombre": LOMBARD,
    "ombra-arrabbiata": LOMBARD,
    "taroccombre-5": LOMBARD,
    "taroccombre-7": LOMBARD,
    "tarokk": ["overview", "cards", "deal", "bidding", "invitations", "talon", "discard", "annulment",
               "surrender", "partner-call", "announcements", "contra", "play", "scoring", "bonuses",
               "game-end", "five-players", "options", "glossary"],
    "mattazza": ["overview", "cards", "deal", "play", "matto", "scoring", "combinations", "losers",
                 "game-end", "options", "glossary"],
    "porrazo": ["overview", "cards", "deal", "tendido", "rondas", "play", "porrazo", "scoring", "game-end",
                "teams", "options", "glossary"],
    "cirulla": ["overview", "cards", "deal", "table-check", "declarations", "play", "scoring", "game-end",
                "options", "glossary"],
}

#: The pack each game is played with (core/packs.py).
EXPECTED_PACK: dict[str, str] = {
    "tarocco-lombardo": "tarot78", "reseghino": "tarot78", "taroccombre-5": "tarot78",
    "taroccombre-7": "tarot78", "taroccombre": "ombre54", "ombra-arrabbiata": "ombre54",
    "tarokk": "hungarian42", "mattazza": "bolognese62", "porrazo": "french52", "cirulla": "genoese40",
}

GAMES = list(GAME_PACKAGES)
GAME_LANGS = [(g, lang) for g in GAMES for lang in LANGS]


def family_module(family: str) -> types.ModuleType | None:
    """The game family's package if this checkout has it (families are added one by one)."""
    name = f"tarotdesk.games.{family}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise
    # A folder without __init__.py imports as a namespace package: the family is still being written.
    return module if getattr(module, "__file__", None) else None


def anchors_missing_from_texts(module: types.ModuleType, game_ids: list[str]) -> dict[str, list[str]]:
    """For each game id, the anchors of ``module.ANCHORS`` that its rule text (either language) lacks.

    ``ANCHORS`` may be one collection for the whole family or a dict from game id to a collection.
    """
    declared = module.ANCHORS
    missing: dict[str, list[str]] = {}
    for gid in game_ids:
        wanted = declared.get(gid, ()) if isinstance(declared, dict) else declared
        for lang in LANGS:
            have = set(rules_text.load(gid, lang).anchors)
            lost = sorted(a for a in wanted if a not in have)
            if lost:
                missing.setdefault(gid, []).extend(f"{a} ({lang})" for a in lost)
    return missing


# -- every game, both languages, the fixed anchors -------------------------------------------------


def test_every_game_has_a_text_in_both_languages() -> None:
    assert set(GAMES) <= set(rules_text.game_ids())
    for gid, lang in GAME_LANGS:
        text = rules_text.load(gid, lang)
        assert text.game_id == gid and text.lang == lang and text.title


@pytest.mark.parametrize("gid", GAMES)
def test_anchors_are_the_fixed_list_in_both_languages(gid: str) -> None:
    en = rules_text.load(gid, "en").anchors
    ja = rules_text.load(gid, "ja").anchors
    assert en == ja == EXPECTED_ANCHORS[gid]


@pytest.mark.parametrize(("gid", "lang"), GAME_LANGS)
def test_no_section_is_empty(gid: str, lang: str) -> None:
    text = rules_text.load(gid, lang)
    for s in text.sections:
        assert s.title.strip(), (gid, lang, s.anchor)
        assert len(rules_text.plain_text(s.body, text.pack_id, lang)) >= 40, (gid, lang, s.anchor)


@pytest.mark.parametrize("gid", GAMES)
def test_front_matter_names_the_games_pack(gid: str) -> None:
    for lang in LANGS:
        assert rules_text.load(gid, lang).pack_id == EXPECTED_PACK[gid]
    module = family_module(GAME_PACKAGES[gid])
    if module is not None and gid in module.GAMES:
        assert module.GAMES[gid].pack_id == EXPECTED_PACK[gid]


@pytest.mark.parametrize(("gid", "lang"), GAME_LANGS)
def test_every_card_image_is_a_real_card_of_its_pack(gid: str, lang: str) -> None:
    refs = rules_text.card_refs(gid, lang)
    assert refs, "every text shows some cards"
    for anchor, ref in refs:
        assert ref.pack_id in PACKS, (anchor, ref)
        assert is_card_code(ref.code), (anchor, ref)
        assert card(ref.code) in pack(ref.pack_id), (anchor, ref)


@pytest.mark.parametrize(("gid", "lang"), GAME_LANGS)
def test_every_section_link_resolves(gid: str, lang: str) -> None:
    anchors = set(rules_text.load(gid, lang).anchors)
    for where, target in rules_text.links(gid, lang):
        assert target in anchors, (where, target)


@pytest.mark.parametrize("gid", GAMES)
def test_both_languages_show_the_same_cards_and_links_section_by_section(gid: str) -> None:
    for anchor in EXPECTED_ANCHORS[gid]:
        cards_en = Counter(r for a, r in rules_text.card_refs(gid, "en") if a == anchor)
        cards_ja = Counter(r for a, r in rules_text.card_refs(gid, "ja") if a == anchor)
        assert cards_en == cards_ja, anchor
        links_en = Counter(t for a, t in rules_text.links(gid, "en") if a == anchor)
        links_ja = Counter(t for a, t in rules_text.links(gid, "ja") if a == anchor)
        assert links_en == links_ja, anchor


@pytest.mark.parametrize("gid", GAMES)
def test_includes_resolve_and_are_the_same_in_both_languages(gid: str) -> None:
    en = rules_text.includes_of(gid, "en")
    ja = rules_text.includes_of(gid, "ja")
    assert en == ja
    for key in en:
        family, block = key.split("#")
        for lang in LANGS:
            assert block in rules_text._family_blocks(family, lang), (key, lang)


def test_the_lombard_games_share_their_rules_through_the_family_file() -> None:
    lombard = [g for g in GAMES if GAME_PACKAGES[g] == "lombardy"]
    assert len(lombard) == 6
    for gid in lombard:
        used = rules_text.includes_of(gid, "en")
        assert "lombardy#play" in used and "lombardy#fool-rules" in used and "lombardy#batch-counting" in used
    play = {rules_text.load(gid, "en").section("play").body for gid in lombard}
    assert len(play) == 1  # one text for all six, not six copies


def test_family_files_have_the_same_blocks_in_both_languages() -> None:
    folder = rules_text.rules_dir() / "families"
    families = {p.name.split(".")[0] for p in folder.glob("*.md")}
    assert families
    for family in families:
        en = rules_text._family_blocks(family, "en")
        ja = rules_text._family_blocks(family, "ja")
        assert list(en) == list(ja), family


# -- HTML ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("gid", "lang"), GAME_LANGS)
def test_html_has_every_anchor_and_every_card_image(gid: str, lang: str) -> None:
    page = rules_text.document_html(gid, lang)
    for anchor in EXPECTED_ANCHORS[gid]:
        assert page.count(f'<a name="{anchor}"></a>') == 1, anchor
        assert f'<a name="{anchor}"></a>' in rules_text.section_html(gid, lang, anchor)
    for _anchor, ref in rules_text.card_refs(gid, lang):
        assert f'<img src="card:{ref.pack_id}/{ref.code}"' in page
    for tag in ("table", "ul", "ol", "blockquote", "p", "b", "i", "code"):
        assert page.count(f"<{tag}>") + page.count(f"<{tag} ") == page.count(f"</{tag}>"), tag
    assert "](#" not in page and "![](" not in page and "@include" not in page and "**" not in page
    assert "*" not in re.sub(r"<code>.*?</code>", "", page), "every star is markup"


def test_markdown_dialect_renders_to_simple_html() -> None:
    md = "\n".join([
        "A *small* **bold** line with `code_name` & <tag>",
        "continued.",
        "",
        "- one",
        "  more of one",
        "- two [link](#play)",
        "",
        "1. first",
        "2. second",
        "",
        "| A | B |",
        "|---|---|",
        "| ![](card:T1) | 2 |",
        "",
        "> **Example.** quoted",
        "",
        "### Sub",
    ])
    html = rules_text.markdown_to_html(md, "hungarian42", "en")
    assert "<p>A <i>small</i> <b>bold</b> line with <code>code_name</code> &amp; &lt;tag&gt; continued.</p>" in html
    assert "<ul><li>one more of one</li><li>two <a href=\"#play\">link</a></li></ul>" in html
    assert "<ol><li>first</li><li>second</li></ol>" in html
    assert "<tr><th>A</th><th>B</th></tr>" in html
    assert '<img src="card:hungarian42/T1" alt="Pagát (I)"' in html
    assert "<blockquote><p><b>Example.</b> quoted</p></blockquote>" in html
    assert "<h3>Sub</h3>" in html


def test_japanese_lines_join_without_spaces() -> None:
    html = rules_text.markdown_to_html("切札を\n出します。Pagát\nを", "hungarian42", "ja")
    assert "<p>切札を出します。Pagát を</p>" in html


def test_italics_work_between_japanese_characters() -> None:
    html = rules_text.markdown_to_html("取り札は、*クリッケ*と*シークエンス*を作ります。a*b*c", "bolognese62", "ja")
    assert "取り札は、<i>クリッケ</i>と<i>シークエンス</i>を作ります。a*b*c" in html


def test_side_by_side_puts_japanese_left_and_english_right() -> None:
    page = rules_text.side_by_side_html("porrazo", ["tendido"])
    left, right = page.split('<td width="50%" valign="top">')[1:3]
    assert "テンディド" in left and "Tendido" in right
    assert page.count('<a name="tendido">') == 1


def test_qt_reads_every_anchor_and_card_image(qapp: object) -> None:
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(rules_text.document_html("tarokk", "ja"))
    names: set[str] = set()
    images: set[str] = set()
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            names.update(fmt.anchorNames())
            if fmt.isImageFormat():
                images.add(fmt.toImageFormat().name())
            it += 1
        block = block.next()
    assert set(EXPECTED_ANCHORS["tarokk"]) <= names
    assert {f"card:{r.pack_id}/{r.code}" for _a, r in rules_text.card_refs("tarokk", "ja")} == images


# -- search ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("gid", "lang", "query", "anchor"), [
    ("tarokk", "en", "Pagat", "bonuses"),
    ("tarokk", "en", "pagát ultimo", "bonuses"),
    ("tarokk", "ja", "パガット", "bonuses"),
    ("tarokk", "ja", "ぱがっと", "bonuses"),
    ("tarokk", "ja", "ウルティモ", "bonuses"),
    ("tarokk", "ja", "捨て札", "discard"),
    ("tarokk", "en", "mordcontra", "contra"),
    ("tarocco-lombardo", "en", "Matto", "fool"),
    ("tarocco-lombardo", "ja", "マット", "fool"),
    ("tarocco-lombardo", "ja", "モンテ", "monte"),
    ("taroccombre", "en", "niente", "auction"),
    ("taroccombre", "ja", "ニエンテ", "auction"),
    ("mattazza", "en", "cricche", "combinations"),
    ("mattazza", "ja", "クリッケ", "combinations"),
    ("mattazza", "ja", "コンタトリ", "combinations"),
    ("porrazo", "en", "Tendido", "tendido"),
    ("porrazo", "ja", "ＴＥＮＤＩＤＯ", "glossary"),
    ("porrazo", "ja", "サン・ベニート", "porrazo"),
    ("cirulla", "en", "scopa", "play"),
    ("cirulla", "ja", "スコパ", "play"),
    ("cirulla", "ja", "セッテベッロ", "scoring"),
])
def test_search_finds_known_terms(gid: str, lang: str, query: str, anchor: str) -> None:
    hits = rules_text.search(gid, lang, query)
    assert anchor in [h.anchor for h in hits], [h.anchor for h in hits]
    hit = next(h for h in hits if h.anchor == anchor)
    assert hit.title == rules_text.load(gid, lang).section(anchor).title
    assert hit.snippet


def test_search_snippet_shows_the_match_and_titles_rank_first() -> None:
    hits = rules_text.search("tarokk", "ja", "インビテーション")
    assert hits[0].anchor == "invitations"
    assert all("インビテーション" in h.snippet or "インビテーション" in h.title for h in hits)
    en = rules_text.search("tarokk", "en", "skiz circuit")
    assert en and en[0].anchor == "game-end"
    assert "Skiz circuit" in en[0].snippet or "Skiz" in en[0].snippet


def test_search_needs_every_word_and_ignores_empty_queries() -> None:
    assert rules_text.search("porrazo", "en", "   ") == []
    assert rules_text.search("porrazo", "en", "tendido zzzz-not-a-word") == []


# -- anchors from the engines ----------------------------------------------------------------------


def test_anchor_resolution_for_links_from_refusals_and_events() -> None:
    for gid in GAMES:
        assert rules_text.resolve_anchor(gid, "play") == "play"
        assert rules_text.resolve_anchor(gid, "end") == "game-end"  # the core's "deal is over"
        assert rules_text.resolve_anchor(gid, "no-such-section") == "overview"
        assert rules_text.resolve_anchor(gid, None) == "overview"
        assert rules_text.load(gid, "ja").section("end").anchor == "game-end"
    # Phase names used as anchors by refusals a game does not explain itself.
    assert rules_text.resolve_anchor("tarocco-lombardo", "give-back") == "exchange"
    assert rules_text.resolve_anchor("tarocco-lombardo", "fool-exchange") == "fool"
    assert rules_text.resolve_anchor("tarocco-lombardo", "monte-answer") == "monte"
    assert rules_text.resolve_anchor("mattazza", "matto-gift") == "matto"
    assert rules_text.resolve_anchor("porrazo", "declare") == "rondas"
    assert rules_text.resolve_anchor("cirulla", "declare") == "declarations"
    assert rules_text.resolve_anchor("tarokk", "declare") == "announcements"
    for gid in GAMES:
        for alias, targets in rules_text.ANCHOR_ALIASES.items():
            resolved = rules_text.resolve_anchor(gid, alias)
            assert resolved in targets or resolved == "overview", (gid, alias)


def test_family_anchor_check_reports_missing_anchors() -> None:
    fake = types.SimpleNamespace(ANCHORS=("overview", "tendido", "no-such-anchor"))
    assert anchors_missing_from_texts(fake, ["porrazo"]) == {
        "porrazo": ["no-such-anchor (en)", "no-such-anchor (ja)"]}
    per_game = types.SimpleNamespace(ANCHORS={"cirulla": ("play",), "porrazo": ("rondas",)})
    assert anchors_missing_from_texts(per_game, ["cirulla", "porrazo"]) == {}


@pytest.mark.parametrize("family", sorted(set(GAME_PACKAGES.values())))
def test_each_family_anchors_are_in_its_texts(family: str) -> None:
    module = family_module(family)
    if module is None:
        return  # this family's package has not landed in this checkout yet
    game_ids = [g for g, f in GAME_PACKAGES.items() if f == family]
    assert anchors_missing_from_texts(module, game_ids) == {}


@pytest.mark.parametrize("gid", GAMES)
def test_options_section_names_exactly_the_games_options(gid: str) -> None:
    module = family_module(GAME_PACKAGES[gid])
    if module is None or gid not in getattr(module, "GAMES", {}):
        return  # the game's package has not landed in this checkout yet
    # A row starts with the option's label in bold, as the new-game dialog names it: the reader
    # finds the option by the words on the screen, never by its name in the code.
    for lang in LANGS:
        labels = {o.label[lang] for o in module.GAMES[gid].option_specs}
        body = rules_text.load(gid, lang).section("options").body
        rows = set(re.findall(r"^\|\s*\*\*(.+?)\*\*\s*\|", body, re.M))
        assert rows == labels, (lang, sorted(rows ^ labels))


# -- the loader itself, on a small folder of its own ------------------------------------------------


@pytest.fixture
def tmp_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    (tmp_path / "families").mkdir()
    monkeypatch.setattr(rules_text, "rules_dir", lambda: tmp_path)
    rules_text.clear_cache()
    yield tmp_path
    rules_text.clear_cache()


def _write(folder: Path, name: str, text: str) -> None:
    (folder / name).write_text(text, encoding="utf-8")


def test_loader_sections_and_includes(tmp_rules: Path) -> None:
    _write(tmp_rules / "families", "fam.en.md",
           "# Family\n\n## Shared {#shared}\n\nShared text.\n@include fam#rows\n\n## Rows {#rows}\n\n| 1 | 2 |\n")
    _write(tmp_rules, "g.en.md", "---\npack: french52\n---\n# G\n\n## One {#one}\n\nBody ![](card:SK).\n\n"
           "@section fam#shared\n\n## Two {#two}\n\n| a | b |\n|---|---|\n@include fam#rows\n")
    text = rules_text.load("g", "en")
    assert text.title == "G" and text.anchors == ["one", "shared", "two"]
    assert text.section("shared").title == "Shared"
    assert text.section("shared").body == "Shared text.\n| 1 | 2 |"
    assert text.section("two").body == "| a | b |\n|---|---|\n| 1 | 2 |"
    assert rules_text.includes_of("g", "en") == ["fam#shared", "fam#rows"]
    assert rules_text.card_refs("g", "en")[0][1] == rules_text.CardRef("french52", "SK")
    assert rules_text.game_ids() == []  # no Japanese file yet
    _write(tmp_rules, "g.ja.md", "---\npack: french52\n---\n# G\n\n## 一 {#one}\n\n本文。\n")
    assert rules_text.game_ids() == ["g"]


@pytest.mark.parametrize(("game", "family", "message"), [
    ("# G\n\n## A {#a}\n\n@include fam#loop\n", "## Loop {#loop}\n\n@include fam#loop\n", "include cycle"),
    ("# G\n\n## A {#a}\n\n@include fam#nothing\n", "## X {#x}\n\nx\n", "no block 'nothing'"),
    ("# G\n\n## A {#a}\n\n@inclde fam#x\n", "## X {#x}\n\nx\n", "unknown directive"),
    ("# G\n\n## A {#a}\n\nx\n\n## B {#a}\n\ny\n", "## X {#x}\n\nx\n", "appears twice"),
    ("# G\nstray text\n\n## A {#a}\n\nx\n", "## X {#x}\n\nx\n", "text before the first section"),
    ("# G\n\n## No anchor here\n\nx\n", "## X {#x}\n\nx\n", "needs an {#anchor}"),
    ("# G\n\n## A {#a}\n\n### Sub {#sub}\n", "## X {#x}\n\nx\n", "sub-headings carry no anchor"),
    ("## A {#a}\n\nx\n", "## X {#x}\n\nx\n", "no '# title' line"),
])
def test_loader_refuses_broken_texts(tmp_rules: Path, game: str, family: str, message: str) -> None:
    _write(tmp_rules / "families", "fam.en.md", family)
    _write(tmp_rules, "g.en.md", "---\npack: french52\n---\n" + game)
    with pytest.raises(RulesTextError, match=re.escape(message)):
        rules_text.load("g", "en")


def test_loader_refuses_unknown_pack_and_language(tmp_rules: Path) -> None:
    _write(tmp_rules, "g.en.md", "---\npack: uno\n---\n# G\n\n## A {#a}\n\nx\n")
    with pytest.raises(RulesTextError, match="pack"):
        rules_text.load("g", "en")
    with pytest.raises(RulesTextError, match="language"):
        rules_text.load("g", "fr")
    with pytest.raises(RulesTextError, match="missing"):
        rules_text.load("nothing", "en")


def test_the_loader_does_not_import_qt() -> None:
    code = ("import sys, tarotdesk.rules_text as r; r.document_html('tarokk', 'ja'); "
            "r.search('tarokk', 'ja', 'パガット'); "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    root = Path(rules_text.__file__).resolve().parent.parent
    assert subprocess.run([sys.executable, "-c", code], cwd=root).returncode == 0


@pytest.mark.parametrize(("gid", "lang"), GAME_LANGS)
def test_every_game_says_what_it_is_like_in_one_line(gid: str, lang: str) -> None:
    text = rules_text.summary(gid, lang)
    assert 20 <= len(text) <= (70 if lang == "ja" else 120), (gid, lang, text)
    assert "<" not in text and "*" not in text and "`" not in text  # shown as plain text
    if lang == "ja":
        assert any(ch > "\u2e7f" for ch in text)
    else:
        assert text.isascii() or all(ch in "\u201c\u201d\u2019" or ch.isascii() for ch in text)
    assert rules_text.load(gid, lang).pack_id  # the front matter still reads as before

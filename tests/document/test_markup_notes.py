"""Akoma Ntoso authorial notes keep their text: a schedule's reference note, footnotes.

Short Akoma Ntoso excerpts written here in legislation.gov.uk's form, loaded by the real markup
loader (lxml) and chunked by the real engine.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lxml import etree

from inspector.document.model import BlockKind, Document
from inspector.engine.chunker import chunk_document
from inspector.engine.config import default_config
from inspector.engine.types import ChunkSet
from tests.document import markup_fixtures as fx

_AKN = "http://docs.oasis-open.org/legaldocml/ns/akn/3.0"


def _act(body: str) -> str:
    return (
        f'<?xml version="1.0"?><akomaNtoso xmlns="{_AKN}"><act name="act"><body>{body}</body>'
        "</act></akomaNtoso>"
    )


def _chunked(document: Document) -> ChunkSet:
    return chunk_document(document, default_config())


def _assert_anchors_hold(document: Document, content: str) -> None:
    """Every anchored character of the text is the source's character there."""
    root = etree.fromstring(content.encode("utf-8"))
    anchors = document.anchors
    assert anchors is not None
    for offset, char in enumerate(document.text):
        found = anchors.locate(document.offset_map, offset)
        if found is None:
            continue
        assert fx.source_char(root, *found) == char, (offset, found)


def _schedule_act(note: str) -> str:
    """A section and a schedule whose number carries ``note`` (no note: ``""``), its first
    part and a paragraph of it."""
    return _act(
        '<section eId="section-22"><num>22</num><heading>Schedule 1</heading><content><p>'
        "Schedule 1 makes minor and consequential amendments.</p></content></section>"
        '<hcontainer name="schedules"><hcontainer name="schedule" eId="schedule-1">'
        f"<num>SCHEDULE 1{note}</num><heading>MINOR AND CONSEQUENTIAL AMENDMENTS</heading>"
        '<part eId="schedule-1-part-1"><num>PART 1</num><heading>Social care</heading>'
        '<paragraph eId="schedule-1-paragraph-1"><num>1</num><content><p>The Social Services '
        "Act 2014 is amended as follows.</p></content></paragraph></part></hcontainer>"
        "</hcontainer>"
    )


@pytest.mark.parametrize("line", ["Section 22", "(as introduced by section 22)"])
def test_a_schedule_reference_note_is_the_line_under_its_heading(tmp_path: Path, line: str) -> None:
    """legislation.gov.uk's ``referenceNote`` in a schedule's number is the line its print sets
    under the schedule's title: kept, a block after the heading, and the chunks' headings are
    the schedule's as without it (the note neither renames nor cuts the schedule)."""
    note = f'<authorialNote class="referenceNote"><p>{line}</p></authorialNote>'
    content = _schedule_act(note)
    document = fx.load(tmp_path, "act.xml", content)
    blocks = fx.blocks(document)
    at = blocks.index((BlockKind.HEADING, "markup:schedule#", "SCHEDULE 1\nMINOR AND "
                       "CONSEQUENTIAL AMENDMENTS"))  # fmt: skip
    assert blocks[at + 1] == (BlockKind.PARAGRAPH, "markup:note", line)
    assert blocks[at + 2][2] == "PART 1\nSocial care"
    _assert_anchors_hold(document, content)

    plain = fx.load(tmp_path, "plain.xml", _schedule_act(""))
    chunks, plain_chunks = _chunked(document).chunks, _chunked(plain).chunks
    assert [c.heading_path for c in chunks] == [c.heading_path for c in plain_chunks]
    assert [c.heading_text for c in chunks] == [c.heading_text for c in plain_chunks]
    (schedule,) = [c for c in chunks if "SCHEDULE 1\n" in document.text[c.start : c.end]]
    text = document.text[schedule.start : schedule.end]
    assert schedule.heading_path[0] == "SCHEDULE 1 — MINOR AND CONSEQUENTIAL AMENDMENTS"
    assert line in text
    assert "PART 1" in text  # no chunk of the heading and its note alone


_REGULATION = (
    '<hcontainer name="regulation" eId="regulation-2"><num>2.</num><heading>Amendment of the '
    "State Pension Credit Regulations 2002{heading_note}</heading>"
    '<paragraph eId="regulation-2-1"><num>(1)</num><content><p>These Regulations are made under '
    "the Social Security Act 1992"
    '<authorialNote class="footnote" eId="f00001" marker="1"><p><ref eId="c1" '
    'href="http://www.legislation.gov.uk/id/ukpga/1992/4">1992 c. 4</ref>. Section 123(1) has '
    "been amended.</p></authorialNote> and the State Pension Credit Act 2002"
    '<authorialNote class="footnote" eId="f00002" marker="2"><p>2002 c. 16.</p>'
    "</authorialNote>.</p></content></paragraph>"
    '<paragraph eId="regulation-2-2"><num>(2)</num><content><p>They apply in Scotland'
    '<sup>3</sup><authorialNote class="footnote" eId="f00003" marker="3"><p>See section 40.'
    "</p></authorialNote>.</p></content></paragraph></hcontainer>"
)


def test_footnotes_mark_their_place_and_follow_their_paragraph(tmp_path: Path) -> None:
    """Two footnotes in one sentence: each leaves its marker where it stands, the sentence is
    whole, and their texts follow the paragraph in order, each opening with its marker; a
    marker the source prints itself (``<sup>3</sup>``) is not printed twice."""
    content = _act(_REGULATION.format(heading_note=""))
    document = fx.load(tmp_path, "act.xml", content)
    texts = [text for _, _, text in fx.blocks(document)]
    sentence = (
        "(1) These Regulations are made under the Social Security Act 1992 1 and the State "
        "Pension Credit Act 2002 2."
    )
    assert texts[texts.index(sentence) + 1 :] == [
        "1 1992 c. 4. Section 123(1) has been amended.",
        "2 2002 c. 16.",
        "(2) They apply in Scotland3.",
        "3 See section 40.",
    ]
    notes = [style for _, style, text in fx.blocks(document) if text[:2] in ("1 ", "2 ", "3 ")]
    assert notes == ["markup:note"] * 3
    _assert_anchors_hold(document, content)
    # the note's text is anchored in the note (the marker, an attribute, is synthetic)
    anchors, start = document.anchors, document.text.index("1992 c. 4.")
    assert anchors is not None
    located = anchors.locate(document.offset_map, start)
    assert located is not None
    assert located[1:] == (False, 0)  # the ref's own text
    assert anchors.locate(document.offset_map, start - 2) is None  # the marker "1"

    chunks = _chunked(document).chunks
    whole = [c for c in chunks if sentence in document.text[c.start : c.end]]
    assert len(whole) == 1  # the sentence is in one chunk, never cut at its notes


def test_a_note_in_a_heading_follows_the_heading_and_leaves_the_title(tmp_path: Path) -> None:
    """A footnote in a unit's heading: the heading stays the unit's number and title (no
    marker in it), the note's text is the block after it, and the chunk's heading is the
    same as without the note."""
    note = '<authorialNote class="footnote" eId="f00004" marker="4"><p>S.I. 2002/1792.</p>'
    content = _act(_REGULATION.format(heading_note=note + "</authorialNote>"))
    document = fx.load(tmp_path, "act.xml", content)
    texts = [text for _, _, text in fx.blocks(document)]
    assert texts[:2] == [
        "2.\nAmendment of the State Pension Credit Regulations 2002",
        "4 S.I. 2002/1792.",
    ]
    assert texts[2].startswith("(1) These Regulations")
    _assert_anchors_hold(document, content)
    plain = fx.load(tmp_path, "plain.xml", _act(_REGULATION.format(heading_note="")))
    chunks, plain_chunks = _chunked(document).chunks, _chunked(plain).chunks
    assert [c.heading_path for c in chunks] == [c.heading_path for c in plain_chunks]
    title = "2. — Amendment of the State Pension Credit Regulations 2002"
    assert chunks[0].heading_path == (title,)
    assert "4 S.I. 2002/1792." in document.text[chunks[0].start : chunks[0].end]


def test_a_note_between_blocks_and_an_empty_note(tmp_path: Path) -> None:
    """A note that stands between paragraphs is a block where it stands; a note with no
    text writes nothing (no lone marker)."""
    content = _act(
        '<section eId="section-1"><num>1</num><heading>Duties</heading><content><p>First '
        'duty.</p><authorialNote class="referenceNote"><p>Note between.</p></authorialNote>'
        '<p>Second duty<authorialNote class="footnote" marker="9"> </authorialNote>.</p>'
        "</content></section>"
    )
    texts = [text for _, _, text in fx.blocks(fx.load(tmp_path, "act.xml", content))]
    assert texts == ["1\nDuties", "First duty.", "Note between.", "Second duty."]


_WORDS = st.text(alphabet=st.sampled_from("abcdé"), min_size=1, max_size=6)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    paragraphs=st.lists(
        st.lists(st.tuples(_WORDS, st.one_of(st.none(), _WORDS)), min_size=1, max_size=5),
        min_size=1,
        max_size=4,
    )
)
def test_every_note_is_kept_once_after_its_whole_paragraph(
    tmp_path: Path, paragraphs: list[list[tuple[str, str | None]]]
) -> None:
    """Any paragraphs of words with footnotes after some words: each paragraph is one block,
    its notes' markers in place, then its notes' blocks in order, each text once."""
    marker, xml, expected = 0, [], []
    for paragraph in paragraphs:
        parts, words, notes = [], [], []
        for word, note in paragraph:
            parts.append(f" {word}")
            words.append(word)
            if note is not None:
                marker += 1
                parts.append(
                    f'<authorialNote class="footnote" marker="{marker}"><p>{note}</p>'
                    "</authorialNote>"
                )
                words.append(str(marker))
                notes.append(f"{marker} {note}")
        xml.append(f"<p>{''.join(parts)}.</p>")
        expected += [" ".join(words) + ".", *notes]
    content = _act(
        '<section eId="section-1"><num>1</num><heading>Duties</heading><content>'
        f"{''.join(xml)}</content></section>"
    )
    document = fx.load(tmp_path, "act.xml", content)
    assert [text for _, _, text in fx.blocks(document)] == ["1\nDuties", *expected]
    _assert_anchors_hold(document, content)


def test_a_note_in_a_table_cell_follows_the_table_once(tmp_path: Path) -> None:
    """A table's cell text is read twice (is the row empty, then its text): the note is
    written once, after the table, and its marker stays in the cell."""
    content = _act(
        '<section eId="section-1"><num>1</num><heading>Rates</heading><content><table><tr>'
        '<td><p>Rate A<authorialNote class="footnote" marker="1"><p>As amended.</p>'
        "</authorialNote></p></td><td><p>5%</p></td></tr></table></content></section>"
    )
    texts = [text for _, _, text in fx.blocks(fx.load(tmp_path, "act.xml", content))]
    assert texts == ["1\nRates", "Rate A 1 | 5%", "1 As amended."]

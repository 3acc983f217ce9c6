"""Arabic personal names with no honorific (issue 26, item 14): a known given name and its
father's or family name are personal data; legal prose whose words are also names is not.

Positive rows are sentences of our own with a bare Arabic name; negative rows are legal
sentences holding words that are also given names (عمر: age, دينا: a debt, ناصر in a bank's
name, حسن النية, المفوض السامي, آمنة: safe) or a listed given name with no name after it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from inspector.cli import main
from inspector.export.jsonl import read_jsonl
from inspector.redaction.detect import detect_personal_data
from inspector.redaction.given_names_ar import ARABIC_GIVEN_NAMES

BARE_NAMES = [
    # (case, text, the name that must be detected exactly)
    ("given, compound father", "وقّع محمد عبد الله الفلاني على العقد بتاريخ اليوم.",
     "محمد عبد الله الفلاني"),
    ("given, family, bint", "حضرت فاطمة الزهراء بنت علي أمام المحكمة.",
     "فاطمة الزهراء بنت علي"),
    ("joined abd", "أبرم العقد بين عبدالرحمن بن عمر وشركة كورفان.", "عبدالرحمن بن عمر"),
    ("spaced abd", "وحسب أقوال عبد العزيز المهيري فإن البضاعة سلمت متأخرة.",
     "عبد العزيز المهيري"),
    ("glued and", "حضر الطرفان ومريم العتيبي بصفتها شاهدة.", "مريم العتيبي"),
    ("signature line", "الإمضاء: إدريس جطو.", "إدريس جطو"),
    ("abu", "أكد يوسف أبو زيد أنه استلم المبلغ.", "يوسف أبو زيد"),
    ("with diacritics", "صرّح خالدٌ الشريفُ بأنه المالك.", "خالدٌ الشريفُ"),
    ("three names", "ادعت خديجة محمد عثمان الحمامي أن الدين سدد.",
     "خديجة محمد عثمان الحمامي"),
    ("prose after the family name", "قال هشام السويسي إنه لم يستلم الإشعار.", "هشام السويسي"),
]  # fmt: skip


@pytest.mark.parametrize(("case", "text", "name"), BARE_NAMES, ids=[r[0] for r in BARE_NAMES])
def test_a_bare_arabic_name_is_detected(case: str, text: str, name: str) -> None:
    matches = detect_personal_data(text)
    assert [(m.kind, m.text) for m in matches] == [("person", name)], case


LEGAL_PROSE = [
    "ويعتبر المهر بعد البناء دينا في الذمة لا يتسنى للمرأة إلا المطالبة به.",
    "ألا يتجاوز عمر المتهم عشرين عاما.",
    "ممثل عن بنك ناصر الاجتماعي يرشحه رئيس مجلس الإدارة.",
    "يفترض حسن النية ما لم يثبت العكس.",
    "بالتنسيق مع المفوض السامي لحقوق الإنسان.",
    "يجب أن يكون مكان العمل آمنة شروطه وفاء بالالتزامات.",
    "يقضي القاضي بما يراه عادل الأثر وصالح الأسرة.",
    "هذا المبلغ المراد تحويله إلى أسماء المستفيدين.",
    # A listed given name with no name after it is not taken alone.
    "قال محمد: إن العقد باطل.",
    # A name's letters at the end of a word, after a diacritic ("قدّمها" ends in مها).
    "ما لهم من تأمينات قدّمها المدين دون التأمينات التي قدّمها شخص آخر.",
]


@pytest.mark.parametrize("text", LEGAL_PROSE)
def test_legal_prose_holds_no_bare_arabic_name(text: str) -> None:
    assert [(m.kind, m.text) for m in detect_personal_data(text)] == []


def test_the_list_leaves_out_names_that_are_words() -> None:
    words = "سعيد كريم أمين عادل جميل حسن نور أمل هدى صالح عمر علي دينا ناصر سامي وفاء آمنة"
    assert not set(words.split()) & ARABIC_GIVEN_NAMES
    assert {"محمد", "فاطمة", "عبدالله", "خديجة"} <= ARABIC_GIVEN_NAMES


DEED = """1. الأطراف

1.1 أبرم هذا العقد بين محمد عبد الله الفلاني وشركة كورفان طبقا للمادة 5.

2. التوقيع

2.1 وقعت فاطمة الزهراء بنت علي الرسالة يوم 3 مارس وأعادتها إلى المورد.
"""


def test_bare_arabic_names_follow_the_policy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("INSPECTOR_DATA_DIR", str(tmp_path / "data"))
    deed = tmp_path / "deed.txt"
    deed.write_text(DEED, encoding="utf-8")
    out = tmp_path / "chunks.jsonl"
    assert main(["chunk", str(deed), "--out", str(out), "--redaction", "full"]) == 0
    written = "".join(str(r["text"]) + str(r["embedText"]) for r in read_jsonl(out))
    assert "الفلاني" not in written
    assert "الزهراء" not in written
    assert written.count("[PERSON:") >= 2
    assert "وشركة كورفان" in written
    assert "المورد" in written
    for policy in ("contact", "none"):
        assert main(["chunk", str(deed), "--out", str(out), "--redaction", policy]) == 0
        text = "".join(str(r["text"]) for r in read_jsonl(out))
        assert "محمد عبد الله الفلاني" in text
        assert "فاطمة الزهراء بنت علي" in text

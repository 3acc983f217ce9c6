"""The main window: menus, opening and its errors, passwords, recent files, drops, shortcuts."""

from __future__ import annotations

import configparser
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QLineEdit, QMenu, QWidget
from pytestqt.qtbot import QtBot

import inspector
from inspector.gui.app import user_settings
from inspector.gui.main_window import MainWindow
from tests.gui import pdf_files
from tests.gui.conftest import DialogLog, Prompts, make_window, wait_loaded

pytestmark = pytest.mark.gui


def menu_titles(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def menu_items(window: MainWindow, title: str) -> list[str]:
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == title)
    assert isinstance(menu, QMenu)
    return [action.text() for action in menu.actions() if not action.isSeparator()]


def test_empty_state(window: MainWindow) -> None:
    assert window.windowTitle() == "Legal Chunk Inspector"
    assert window.empty_hint.isVisible()
    assert window.empty_hint.text() == "Open a document with File > Open (Ctrl+O) or drop it here"
    assert not window.page_view.isVisible()
    actions = window.window_actions
    assert actions.open.isEnabled()
    assert not any(action.isEnabled() for action in actions.document_actions())
    assert not window.recent_menu.isEnabled()  # nothing recent yet


def test_menus(window: MainWindow) -> None:
    assert menu_titles(window) == [
        "&File",
        "&Edit",
        "&View",
        "Re&view",
        "&Rules",
        "&Tools",
        "&Help",
    ]
    assert menu_items(window, "&File") == [
        "&Open…",
        "Open &Recent",
        "&Stop Loading",
        "Read Document by &OCR",
        "&Close",
        "&Export…",
        "Compare with &Fixture…",
        "&Quit",
    ]
    assert menu_items(window, "&View") == [
        "Show &Overlays",
        "Zoom &In",
        "Zoom &Out",
        "&Actual Size",
        "Fit &Width",
        "Fit &Page",
        "&Go to Page…",
        "&Next Chunk",
        "&Previous Chunk",
        "Go to &Chunk…",
        "&Find Chunks…",
        "Chunks",
        "Detail",
        "Rules",
        "Statistics",
        "Undo History",
    ]
    assert menu_items(window, "&Rules") == [
        "&Load Configuration…",
        "&Save Configuration As…",
        "&Reset to Default",
        "Re-&chunk Now",
    ]
    assert menu_items(window, "&Help") == [
        "&User Guide",
        "&Keyboard Shortcuts",
        "&About Legal Chunk Inspector",
    ]
    names = (
        "open",
        "stop_loading",
        "close",
        "quit",
        "zoom_in",
        "zoom_out",
        "actual_size",
        "go_to_page",
        "show_overlays",
        "next_chunk",
        "previous_chunk",
        "go_to_chunk",
        "find_chunk",
        "rechunk",
        "shortcuts",
    )
    shortcuts = {
        name: [key.toString() for key in getattr(window.window_actions, name).shortcuts()]
        for name in names
    }
    assert shortcuts == {
        "open": ["Ctrl+O"],
        "stop_loading": ["Esc"],
        "close": ["Ctrl+W"],
        "quit": ["Ctrl+Q"],
        "zoom_in": ["Ctrl++", "Ctrl+="],
        "zoom_out": ["Ctrl+-"],
        "actual_size": ["Ctrl+0"],
        "go_to_page": ["Ctrl+G"],
        "show_overlays": ["Ctrl+Shift+O"],
        "next_chunk": ["J", "Ctrl+Down"],
        "previous_chunk": ["P", "K", "Ctrl+Up"],
        "go_to_chunk": ["Ctrl+J"],
        "find_chunk": ["Ctrl+F"],
        "rechunk": ["F5"],
        "shortcuts": ["F1"],
    }
    docks = [window.chunks_dock, window.detail_dock, window.rules_dock]
    assert [d.toggleViewAction().shortcut().toString() for d in docks] == [
        "Ctrl+1",
        "Ctrl+2",
        "Ctrl+3",
    ]


def test_open_sets_title_status_and_actions(
    window: MainWindow, five_pages: Path, qtbot: QtBot
) -> None:
    assert window.open_file(five_pages)
    # The pages show at once, while the worker still loads and chunks.
    assert window.windowTitle() == "five.pdf — Legal Chunk Inspector"
    assert window.page_view.page_count == 5
    assert window.controller.pending is not None
    assert window.window_actions.stop_loading.isEnabled()
    wait_loaded(qtbot, window)
    assert not window.window_actions.stop_loading.isEnabled()
    assert window.controller.state is not None
    assert "five.pdf:" in window.statusBar().currentMessage()
    assert window.page_view.isVisible()
    assert not window.empty_hint.isVisible()
    assert window.page_label.text() == "Page 1 of 5"
    assert window.zoom_label.text().endswith("%")
    assert all(action.isEnabled() for action in window.window_actions.document_actions())
    window.window_actions.close.trigger()
    assert window.windowTitle() == "Legal Chunk Inspector"
    assert window.empty_hint.isVisible()
    assert not window.window_actions.zoom_in.isEnabled()


def test_open_dialog_filter_and_choice(
    window: MainWindow, five_pages: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[tuple[str, str, str]] = []

    def fake_dialog(_parent: QWidget, caption: str, folder: str, filters: str) -> tuple[str, str]:
        calls.append((caption, folder, filters))
        return str(five_pages), filters.split(";;")[0]

    monkeypatch.setattr(QFileDialog, "getOpenFileName", fake_dialog)
    window.window_actions.open.trigger()
    assert window.page_view.page_count == 5
    assert calls[0][2] == (
        "Documents (*.pdf *.docx *.html *.htm *.xhtml *.xml *.txt *.md);;"
        "Web pages and Akoma Ntoso (*.html *.htm *.xhtml *.xml);;All files (*)"
    )
    window.window_actions.open.trigger()  # the next dialog starts where the last file was
    assert calls[1][1] == str(five_pages.parent)


BAD_FILES: list[tuple[Callable[[Path], Path], str]] = [
    (
        pdf_files.write_text_as_pdf,
        "bad.pdf is named .pdf but is not a PDF file (it looks like plain text).",
    ),
    (
        pdf_files.write_html_as_pdf,
        "bad.pdf is named .pdf but is not a PDF file (it looks like a web page).",
    ),
    (
        pdf_files.write_truncated_pdf,
        "bad.pdf is damaged (truncated or corrupt): no page could be read from it.",
    ),
    (pdf_files.write_zero_page_pdf, "bad.pdf has no pages."),
]


@pytest.mark.parametrize(
    ("write", "message"), BAD_FILES, ids=lambda value: getattr(value, "__name__", "")
)
def test_bad_file_warns_and_keeps_the_previous_document(
    window: MainWindow,
    five_pages: Path,
    dialogs: DialogLog,
    tmp_path: Path,
    write: Callable[[Path], Path],
    message: str,
) -> None:
    assert window.open_file(five_pages)
    window.page_view.go_to_page(2)
    bad = write(tmp_path / "bad.pdf")
    assert not window.open_file(bad)
    assert dialogs.warnings == [("Cannot Open Document", message)]
    assert window.windowTitle() == "five.pdf — Legal Chunk Inspector"
    assert window.page_view.page_count == 5
    assert window.page_view.current_page == 2
    source = window.page_view.source
    assert source is not None
    assert source.render_page(0, 0.2).width_px > 0  # still open and usable
    assert [path.name for path in window.recent_files.paths()] == ["five.pdf"]


def test_missing_file_warns(window: MainWindow, dialogs: DialogLog, tmp_path: Path) -> None:
    assert not window.open_file(tmp_path / "nowhere.pdf")
    assert dialogs.warnings == [
        ("Cannot Open Document", f"nowhere.pdf does not exist: {tmp_path / 'nowhere.pdf'}")
    ]
    assert window.empty_hint.isVisible()


def test_repaired_file_opens_with_a_notice(
    window: MainWindow, tmp_path: Path, dialogs: DialogLog
) -> None:
    assert window.open_file(pdf_files.write_repairable_pdf(tmp_path / "cut.pdf"))
    assert dialogs.warnings == []
    assert "cut.pdf was damaged and has been repaired" in window.statusBar().currentMessage()


def test_encrypted_pdf_asks_until_the_password_is_right(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: DialogLog
) -> None:
    path = pdf_files.write_encrypted_pdf(tmp_path / "sealed.pdf")
    prompts = Prompts([("wrong", True), (pdf_files.PASSWORD, True)])
    monkeypatch.setattr(QInputDialog, "getText", prompts)
    assert window.open_file(path)
    assert window.page_view.page_count == 5
    assert prompts.modes == [QLineEdit.EchoMode.Password] * 2
    assert "sealed.pdf is protected by a password" in prompts.labels[0]
    assert "The password for sealed.pdf is wrong" in prompts.labels[1]
    assert dialogs.warnings == []


def test_cancelled_password_keeps_the_previous_document(
    window: MainWindow, five_pages: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.open_file(five_pages)
    path = pdf_files.write_encrypted_pdf(tmp_path / "sealed.pdf")
    prompts = Prompts([("wrong", True), ("", False)])
    monkeypatch.setattr(QInputDialog, "getText", prompts)
    assert not window.open_file(path)
    assert len(prompts.labels) == 2
    assert window.windowTitle() == "five.pdf — Legal Chunk Inspector"
    assert [p.name for p in window.recent_files.paths()] == ["five.pdf"]


def test_go_to_page_asks_for_a_number(
    window: MainWindow, five_pages: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[tuple[int, int, int]] = []
    answer = (4, True)

    def get_int(
        _parent: QWidget, _title: str, _label: str, value: int, low: int, high: int, *_args: object
    ) -> tuple[int, bool]:
        asked.append((value, low, high))
        return answer

    monkeypatch.setattr(QInputDialog, "getInt", get_int)
    window.open_file(five_pages)
    window.window_actions.go_to_page.trigger()
    assert asked == [(1, 1, 5)]
    assert window.page_view.current_page == 3
    assert window.page_label.text() == "Page 4 of 5"
    answer = (1, False)  # cancelled: nothing moves
    window.window_actions.go_to_page.trigger()
    assert window.page_view.current_page == 3


def entry_texts(window: MainWindow) -> list[tuple[str, str]]:
    return [(action.text(), action.toolTip()) for action in window.recent_menu.entry_actions()]


def test_recent_files_survive_a_new_window(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    first = pdf_files.write_pdf(tmp_path / "first.pdf", 2)
    second = pdf_files.write_pdf(tmp_path / "second & final.pdf", 3)
    window.open_file(first)
    window.open_file(second)
    window.open_file(first)  # moves to the top, no duplicate
    window.close()
    # The settings file is under this test's private XDG_CONFIG_HOME, not the real home.
    config = Path(os.environ["XDG_CONFIG_HOME"]) / "legal-chunk-inspector" / "ui.ini"
    assert config.is_file()
    parser = configparser.ConfigParser(interpolation=None)
    parser.read(config)
    assert parser.get("recentFiles", "size") == "2"

    again = make_window(qtbot)
    assert entry_texts(again) == [
        ("&1 first.pdf", str(first)),
        ("&2 second && final.pdf", str(second)),
    ]
    assert again.recent_menu.isEnabled()
    again.recent_menu.entry_actions()[1].trigger()
    assert again.windowTitle() == "second & final.pdf — Legal Chunk Inspector"
    assert entry_texts(again)[0] == ("&1 second && final.pdf", str(second))


def test_recent_list_keeps_ten(window: MainWindow, tmp_path: Path) -> None:
    paths = [pdf_files.write_pdf(tmp_path / f"doc{n:02}.pdf", 1) for n in range(12)]
    for path in paths:
        window.open_file(path)
    texts = [text for text, _ in entry_texts(window)]
    assert len(texts) == 10
    assert texts[0] == "&1 doc11.pdf"
    assert texts[9] == "1&0 doc02.pdf"


def test_missing_recent_file_is_pruned_with_a_message(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, dialogs: DialogLog
) -> None:
    kept = pdf_files.write_pdf(tmp_path / "kept.pdf", 1)
    doomed = pdf_files.write_pdf(tmp_path / "doomed.pdf", 1)
    window.open_file(kept)
    window.open_file(doomed)
    window.close_document()
    doomed.unlink()
    window.recent_menu.entry_actions()[0].trigger()
    assert dialogs.warnings == [
        (
            "File Not Found",
            f"doomed.pdf is no longer at {tmp_path}. It has been removed from Open Recent.",
        )
    ]
    assert entry_texts(window) == [("&1 kept.pdf", str(kept))]
    assert window.empty_hint.isVisible()
    assert entry_texts(make_window(qtbot)) == [("&1 kept.pdf", str(kept))]  # persisted


def test_clear_recent(window: MainWindow, five_pages: Path, qtbot: QtBot) -> None:
    window.open_file(five_pages)
    assert window.recent_menu.clear_action.isEnabled()
    window.recent_menu.clear_action.trigger()
    assert entry_texts(window) == []
    assert not window.recent_menu.isEnabled()
    assert entry_texts(make_window(qtbot)) == []


def test_same_name_in_two_folders_is_told_apart(window: MainWindow, tmp_path: Path) -> None:
    (tmp_path / "draft").mkdir()
    (tmp_path / "final").mkdir()
    window.open_file(pdf_files.write_pdf(tmp_path / "draft" / "lease.pdf", 1))
    window.open_file(pdf_files.write_pdf(tmp_path / "final" / "lease.pdf", 1))
    assert [text for text, _ in entry_texts(window)] == [
        "&1 lease.pdf (final)",
        "&2 lease.pdf (draft)",
    ]


def drop(window: MainWindow, urls: list[QUrl]) -> tuple[bool, bool]:
    """Drag data with ``urls`` onto the window; returns (enter accepted, drop accepted)."""
    mime = QMimeData()
    mime.setUrls(urls)
    position = QPoint(window.width() // 2, window.height() // 2)
    enter = QDragEnterEvent(
        position,
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window, enter)
    if not enter.isAccepted():
        return False, False
    dropped = QDropEvent(
        QPointF(position),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window, dropped)
    return True, dropped.isAccepted()


def test_dropping_a_pdf_opens_it(window: MainWindow, five_pages: Path, qtbot: QtBot) -> None:
    assert drop(window, [QUrl.fromLocalFile(str(five_pages))]) == (True, True)
    qtbot.waitUntil(lambda: window.page_view.page_count == 5)
    assert window.windowTitle() == "five.pdf — Legal Chunk Inspector"


def test_dropping_a_web_link_is_refused(window: MainWindow) -> None:
    assert drop(window, [QUrl("https://example.org/judgment.pdf")]) == (False, False)


def test_dropping_a_non_pdf_warns(
    window: MainWindow, five_pages: Path, tmp_path: Path, qtbot: QtBot, dialogs: DialogLog
) -> None:
    window.open_file(five_pages)
    text = pdf_files.write_text_as_pdf(tmp_path / "notes.pdf")
    assert drop(window, [QUrl.fromLocalFile(str(text))]) == (True, True)
    qtbot.waitUntil(lambda: bool(dialogs.warnings))
    assert dialogs.warnings == [
        (
            "Cannot Open Document",
            "notes.pdf is named .pdf but is not a PDF file (it looks like plain text).",
        )
    ]
    assert window.windowTitle() == "five.pdf — Legal Chunk Inspector"


def test_about_box(window: MainWindow, dialogs: DialogLog) -> None:
    window.window_actions.about.trigger()
    assert len(dialogs.abouts) == 1
    title, text = dialogs.abouts[0]
    assert title == "About Legal Chunk Inspector"
    assert f"Legal Chunk Inspector {inspector.__version__}" in text
    assert "Makes no network connection." in text
    assert "PyMuPDF" in text
    assert "Qt 6." in text


def test_shortcuts(
    qtbot: QtBot, five_pages: Path, monkeypatch: pytest.MonkeyPatch, dialogs: DialogLog
) -> None:
    window = MainWindow(user_settings())
    qtbot.addWidget(window)
    window.resize(1000, 760)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", lambda *_args: (str(five_pages), "PDF documents (*.pdf)")
    )
    ctrl = Qt.KeyboardModifier.ControlModifier
    QTest.keyClick(window, Qt.Key.Key_O, ctrl)
    assert window.page_view.page_count == 5
    view = window.page_view
    QTest.keyClick(view, Qt.Key.Key_0, ctrl)
    assert view.zoom == 1.0
    QTest.keyClick(view, Qt.Key.Key_Equal, ctrl)
    assert view.zoom == pytest.approx(1.1)
    QTest.keyClick(view, Qt.Key.Key_Plus, ctrl)
    assert view.zoom == pytest.approx(1.25)
    QTest.keyClick(view, Qt.Key.Key_Minus, ctrl)
    QTest.keyClick(view, Qt.Key.Key_Minus, ctrl)
    assert view.zoom == pytest.approx(1.0)
    monkeypatch.setattr(QInputDialog, "getInt", lambda *_args: (3, True))
    QTest.keyClick(view, Qt.Key.Key_G, ctrl)
    assert view.current_page == 2
    QTest.keyClick(view, Qt.Key.Key_W, ctrl)
    assert view.page_count == 0
    QTest.keyClick(window, Qt.Key.Key_Q, ctrl)
    assert not window.isVisible()


def test_window_geometry_is_remembered(qtbot: QtBot, dialogs: DialogLog) -> None:
    window = make_window(qtbot)
    window.resize(780, 560)  # inside the 800-pixel offscreen screen
    window.move(20, 30)
    window.close()
    again = MainWindow(user_settings())  # no resize: the stored geometry decides
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (780, 560)


def test_a_fifo_warns_at_once_and_keeps_the_previous_document(
    window: MainWindow, five_pages: Path, dialogs: DialogLog, tmp_path: Path
) -> None:
    """A FIFO named like a document (no writer) would block the window forever if read."""
    import os
    import threading

    assert window.open_file(five_pages)
    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    # if the window blocks on the FIFO, a writer after 10 s unblocks it and the test fails
    timer = threading.Timer(10, lambda: open(fifo, "wb").close())
    timer.daemon = True
    timer.start()
    try:
        assert not window.open_file(fifo)
    finally:
        unblocked = not timer.is_alive()
        timer.cancel()
    assert not unblocked, "opening the FIFO blocked the window"
    assert len(dialogs.warnings) == 1
    assert dialogs.warnings[0][0] == "Cannot Open Document"
    assert "not a document file" in dialogs.warnings[0][1]
    assert window.windowTitle() == "five.pdf — Legal Chunk Inspector"
    assert window.page_view.page_count == 5

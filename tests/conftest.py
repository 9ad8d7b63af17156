"""Shared fixtures: where the repository is, and a fake page for widget messages."""

import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.fixture
def send():
    """Deliver a custom message to a widget exactly as a message from the page arrives."""

    def deliver(widget, content):
        widget._on_page_message(widget, content, [])
        return widget.error

    return deliver

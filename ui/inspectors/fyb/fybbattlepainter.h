#pragma once

#include <QCoreApplication>
#include <QColor>
#include <QHash>
#include <QPixmap>
#include <QRect>

class QPainter;

namespace Foulplay::Ui {

class FybBattleLayout;
class FybBattleModel;

// What to emphasise when painting a frame.
struct FybPaintOptions {
    int followedThread = -1; // drawn thicker, -1 for none
    bool showLinks = true;   // the pp-dp links of every thread
    bool dark = false;       // colours for a dark background
    QColor background = Qt::white;
    QColor text = Qt::black;
};

// Paints one frame of a battle (cells, pending edits, spent forks, commit
// flashes, every live thread's pointers and links) for the battle view and
// for export. Keeps a cache of glyph pixmaps, so reuse one painter.
// GUI thread only.
class FybBattlePainter {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Ui::FybBattlePainter)

public:
    // Paints the part of the frame inside exposed (content coordinates; the
    // painter is already translated to content coordinates).
    void paint(QPainter &painter, const FybBattleModel &model, const FybBattleLayout &layout,
               const QRect &exposed, const FybPaintOptions &options);

    // The background colour of a cell value (bombs are red).
    static QColor cellColour(int value, bool dark);
    // A pending edit's accent (border and corner badge).
    static QColor pendingColour() { return QColor(255, 140, 0); }
    // Draws the bomb glyph (a round bomb with a lit fuse) inside rect.
    static void drawBomb(QPainter &painter, const QRectF &rect);

private:
    void paintCells(QPainter &painter, const FybBattleModel &model, const FybBattleLayout &layout,
                    int buffer, int firstRow, int lastRow, const FybPaintOptions &options);
    void paintCellImage(QPainter &painter, const FybBattleModel &model,
                        const FybBattleLayout &layout, int buffer, int firstRow, int lastRow,
                        const FybPaintOptions &options);
    void paintFlashes(QPainter &painter, const FybBattleModel &model, const FybBattleLayout &layout,
                      const QRect &exposed);
    void paintThreads(QPainter &painter, const FybBattleModel &model, const FybBattleLayout &layout,
                      const QRect &exposed, const FybPaintOptions &options);
    void paintHeaders(QPainter &painter, const FybBattleModel &model, const FybBattleLayout &layout,
                      const FybPaintOptions &options);
    const QPixmap &glyph(int value, int size, bool small, const QColor &colour);
    const QPixmap &tile(int value, int size, const FybPaintOptions &options);

    QHash<quint64, QPixmap> m_glyphs;
    QHash<quint64, QPixmap> m_tiles;
};

} // namespace Foulplay::Ui

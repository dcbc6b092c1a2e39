#pragma once

#include <QCoreApplication>
#include <QColor>
#include <QHash>
#include <QImage>
#include <QPixmap>
#include <QRect>

#include <array>
#include <cstdint>
#include <vector>

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
// for export. Keeps glyph pixmaps and, per buffer, an image of the cells last
// painted: a frame repaints only the cells that changed since, so reuse one
// painter. GUI thread only.
class FybBattlePainter {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Ui::FybBattlePainter)

public:
    // Paints the part of the frame inside exposed (content coordinates; the
    // painter is already translated to content coordinates).
    void paint(QPainter &painter, const FybBattleModel &model, const FybBattleLayout &layout, const QRect &exposed,
               const FybPaintOptions &options);

    // The background colour of a cell value (bombs are red).
    static QColor cellColour(int value, bool dark);
    // A pending edit's accent (border and corner badge).
    static QColor pendingColour() { return QColor(255, 140, 0); }
    // Draws the bomb glyph (a round bomb with a lit fuse) inside rect.
    static void drawBomb(QPainter &painter, const QRectF &rect);

private:
    // The cells of one buffer's rows firstRow..lastRow as last painted, and
    // the values they were painted from.
    struct CellLayer {
        QImage image;
        int firstRow = 0;
        int lastRow = -1;
        int columns = 0;
        int cellSize = 0;
        int length = 0;
        bool dark = false;
        QRgb background = 0;
        std::vector<std::uint8_t> data;
        std::vector<std::uint8_t> mods;
        std::vector<std::uint8_t> spent;
    };

    // Brings the layer of a buffer up to the frame for the rows asked (a
    // layer that already holds them is updated cell by cell).
    void updateLayer(const FybBattleModel &model, const FybBattleLayout &layout, int buffer, int firstRow, int lastRow,
                     const FybPaintOptions &options);
    void paintCell(QPainter &painter, CellLayer &layer, int index, int value, int pending, bool spent,
                   const FybPaintOptions &options);
    static void fillCellPixels(CellLayer &layer, int index, QRgb colour);
    void paintFlashes(QPainter &painter, const FybBattleModel &model, const FybBattleLayout &layout,
                      const QRect &exposed);
    void paintThreads(QPainter &painter, const FybBattleModel &model, const FybBattleLayout &layout,
                      const QRect &exposed, const FybPaintOptions &options);
    void paintHeaders(QPainter &painter, const FybBattleModel &model, const FybBattleLayout &layout,
                      const FybPaintOptions &options);
    const QPixmap &glyph(int value, int size, bool small, const QColor &colour);
    const QPixmap &tile(int value, int size, const FybPaintOptions &options);
    // A thread's dp marker: a corner triangle of its colour.
    const QPixmap &corner(const QColor &colour, int size);

    QHash<quint64, QPixmap> m_glyphs;
    QHash<quint64, QPixmap> m_tiles;
    QHash<quint64, QPixmap> m_corners;
    std::array<CellLayer, 2> m_layers;
};

} // namespace Foulplay::Ui

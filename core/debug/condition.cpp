#include "debug/condition.h"

#include <algorithm>

namespace Foulplay::Core::Debug {

namespace {

enum class Tok { End, Number, Word, Possessive, LParen, RParen, Comma, Op };

struct Token {
    Tok kind = Tok::End;
    QString text;
    int column = 1; // 1-based
};

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_';
}

// Splits a condition into tokens; false and error on a character it cannot read.
bool tokenize(const QString &text, std::vector<Token> &tokens, ConditionError &error)
{
    qsizetype i = 0;
    const qsizetype n = text.size();
    while (i < n) {
        const QChar c = text[i];
        const int column = int(i) + 1;
        if (c.isSpace()) {
            ++i;
        } else if (c.isDigit() || (c == u'.' && i + 1 < n && text[i + 1].isDigit())) {
            qsizetype j = i;
            while (j < n && text[j].isDigit())
                ++j;
            if (j + 1 < n && text[j] == u'.' && text[j + 1].isDigit()) {
                ++j;
                while (j < n && text[j].isDigit())
                    ++j;
            } else if (j < n && text[j] == u'.' && j == i) {
                ++j;
                while (j < n && text[j].isDigit())
                    ++j;
            }
            tokens.push_back({Tok::Number, text.mid(i, j - i), column});
            i = j;
        } else if (c.isLetter() || c == u'_') {
            qsizetype j = i;
            while (j < n && isWordChar(text[j]))
                ++j;
            tokens.push_back({Tok::Word, text.mid(i, j - i), column});
            i = j;
        } else if ((c == u'\'' || c == QChar(0x2019)) && i + 1 < n && text[i + 1].toLower() == u's'
                   && (i + 2 >= n || !isWordChar(text[i + 2]))) {
            tokens.push_back({Tok::Possessive, QStringLiteral("'s"), column});
            i += 2;
        } else if (c == u'(') {
            tokens.push_back({Tok::LParen, QStringLiteral("("), column});
            ++i;
        } else if (c == u')') {
            tokens.push_back({Tok::RParen, QStringLiteral(")"), column});
            ++i;
        } else if (c == u',') {
            tokens.push_back({Tok::Comma, QStringLiteral(","), column});
            ++i;
        } else {
            static const QStringList ops = {QStringLiteral(">="), QStringLiteral("<="), QStringLiteral("=="),
                                            QStringLiteral("!="), QStringLiteral("&&"), QStringLiteral("||"),
                                            QStringLiteral(">"),  QStringLiteral("<"),  QStringLiteral("="),
                                            QStringLiteral("!"),  QStringLiteral("+"),  QStringLiteral("-"),
                                            QStringLiteral("*"),  QStringLiteral("/")};
            bool found = false;
            for (const QString &op : ops) {
                if (text.mid(i, op.size()) == op) {
                    tokens.push_back({Tok::Op, op, column});
                    i += op.size();
                    found = true;
                    break;
                }
            }
            if (!found) {
                error = {column, ConditionError::Code::UnexpectedCharacter, {QString(c)}};
                return false;
            }
        }
    }
    tokens.push_back({Tok::End, QString(), int(n) + 1});
    return true;
}

bool isKeyword(const Token &token, const char *word)
{
    return token.kind == Tok::Word && token.text.compare(QLatin1String(word), Qt::CaseInsensitive) == 0;
}

} // namespace

struct Condition::Node {
    enum class Kind { Number, Value, Not, Negate, And, Or, Compare, Arith } kind = Kind::Number;
    Decimal number;
    ValueRef ref;
    QString op;
    int column = 1;
    int depth = 1; // of the tree below and with this node
    std::shared_ptr<const Node> left;
    std::shared_ptr<const Node> right;
};

namespace {

using NodePtr = std::shared_ptr<const Condition::Node>;
using Node = Condition::Node;

// The deepest a condition may nest (parentheses, not, minus, and the chains
// of operators): parsing, evaluating and freeing a tree recurse this deep.
constexpr int MaxDepth = 200;

class Parser {
public:
    Parser(std::vector<Token> tokens, const ConditionVocabulary &names, ConditionError &error)
        : m_tokens(std::move(tokens))
        , m_names(names)
        , m_error(error)
    {
    }

    NodePtr parseAll()
    {
        NodePtr node = parseOr();
        if (node && peek().kind != Tok::End)
            return fail(peek(), ConditionError::Code::UnexpectedToken, {peek().text});
        return node;
    }

private:
    const Token &peek() const { return m_tokens[m_pos]; }
    const Token &next() { return m_tokens[m_pos++]; }
    NodePtr fail(const Token &at, ConditionError::Code code, const QStringList &args = {}, int number = 0)
    {
        if (!m_error.isError())
            m_error = {at.column, code, args, number};
        return nullptr;
    }
    bool isOp(const char *op) const { return peek().kind == Tok::Op && peek().text == QLatin1String(op); }

    NodePtr binary(Node::Kind kind, const QString &op, int column, NodePtr left, NodePtr right)
    {
        const int depth = 1 + std::max(left ? left->depth : 0, right ? right->depth : 0);
        if (depth > MaxDepth)
            return fail(m_tokens[m_pos > 0 ? m_pos - 1 : 0], ConditionError::Code::TooDeep, {}, MaxDepth);
        auto node = std::make_shared<Node>();
        node->depth = depth;
        node->kind = kind;
        node->op = op;
        node->column = column;
        node->left = std::move(left);
        node->right = std::move(right);
        return node;
    }

    NodePtr parseOr()
    {
        NodePtr left = parseAnd();
        while (left && (isKeyword(peek(), "or") || isOp("||"))) {
            const Token op = next();
            NodePtr right = parseAnd();
            if (!right)
                return nullptr;
            left = binary(Node::Kind::Or, op.text, op.column, left, right);
        }
        return left;
    }

    NodePtr parseAnd()
    {
        NodePtr left = parseNot();
        while (left && (isKeyword(peek(), "and") || isOp("&&"))) {
            const Token op = next();
            NodePtr right = parseNot();
            if (!right)
                return nullptr;
            left = binary(Node::Kind::And, op.text, op.column, left, right);
        }
        return left;
    }

    // Counts one level of nesting while it lives; false past MaxDepth.
    struct Nesting {
        int &level;
        explicit Nesting(int &l)
            : level(++l)
        {
        }
        ~Nesting() { --level; }
        bool ok() const { return level <= MaxDepth; }
    };

    NodePtr parseNot()
    {
        if (isKeyword(peek(), "not") || isOp("!")) {
            const Nesting nesting(m_nesting);
            if (!nesting.ok())
                return fail(peek(), ConditionError::Code::TooDeep, {}, MaxDepth);
            const Token op = next();
            NodePtr operand = parseNot();
            return operand ? binary(Node::Kind::Not, op.text, op.column, operand, nullptr) : nullptr;
        }
        return parseCompare();
    }

    NodePtr parseCompare()
    {
        NodePtr left = parseSum();
        if (left && peek().kind == Tok::Op
            && QStringList({">", ">=", "<", "<=", "=", "==", "!="}).contains(peek().text)) {
            const Token op = next();
            NodePtr right = parseSum();
            if (!right)
                return nullptr;
            return binary(Node::Kind::Compare, op.text, op.column, left, right);
        }
        return left;
    }

    NodePtr parseSum()
    {
        NodePtr left = parseProduct();
        while (left && (isOp("+") || isOp("-"))) {
            const Token op = next();
            NodePtr right = parseProduct();
            if (!right)
                return nullptr;
            left = binary(Node::Kind::Arith, op.text, op.column, left, right);
        }
        return left;
    }

    NodePtr parseProduct()
    {
        NodePtr left = parseUnary();
        while (left && (isOp("*") || isOp("/"))) {
            const Token op = next();
            NodePtr right = parseUnary();
            if (!right)
                return nullptr;
            left = binary(Node::Kind::Arith, op.text, op.column, left, right);
        }
        return left;
    }

    NodePtr parseUnary()
    {
        if (isOp("-")) {
            const Nesting nesting(m_nesting);
            if (!nesting.ok())
                return fail(peek(), ConditionError::Code::TooDeep, {}, MaxDepth);
            const Token op = next();
            NodePtr operand = parseUnary();
            return operand ? binary(Node::Kind::Negate, op.text, op.column, operand, nullptr) : nullptr;
        }
        return parseAtom();
    }

    NodePtr parseAtom()
    {
        const Token &token = peek();
        if (token.kind == Tok::Number) {
            next();
            auto node = std::make_shared<Node>();
            node->column = token.column;
            const std::optional<Decimal> value = Decimal::parse(token.text.toStdString(), false);
            if (!value)
                return fail(token, ConditionError::Code::NumberTooLong, {token.text});
            node->number = *value;
            return node;
        }
        if (token.kind == Tok::LParen) {
            const Nesting nesting(m_nesting);
            if (!nesting.ok())
                return fail(token, ConditionError::Code::TooDeep, {}, MaxDepth);
            next();
            NodePtr inner = parseOr();
            if (!inner)
                return nullptr;
            if (peek().kind != Tok::RParen)
                return fail(peek(), ConditionError::Code::ExpectedCloseParen);
            next();
            return inner;
        }
        if (token.kind == Tok::Word && !isKeyword(token, "and") && !isKeyword(token, "or") && !isKeyword(token, "not"))
            return parseName();
        if (token.kind == Tok::End)
            return fail(token, ConditionError::Code::ExpectedOperandAtEnd);
        return fail(token, ConditionError::Code::ExpectedOperand, {token.text});
    }

    bool phraseContinues() const
    {
        const Token &token = peek();
        if (token.kind == Tok::Number || token.kind == Tok::Possessive)
            return true;
        return token.kind == Tok::Word && !isKeyword(token, "and") && !isKeyword(token, "or")
               && !isKeyword(token, "not");
    }

    NodePtr parseName()
    {
        const Token first = next();
        ConditionName name;
        name.text = first.text;
        if (peek().kind == Tok::LParen) {
            next();
            name.call = true;
            QString arg;
            for (;;) {
                const Token &token = peek();
                if (token.kind == Tok::End)
                    return fail(token, ConditionError::Code::ExpectedCallClose, {first.text});
                next();
                if (token.kind == Tok::RParen || token.kind == Tok::Comma) {
                    name.args.append(arg.trimmed());
                    arg.clear();
                    if (token.kind == Tok::RParen)
                        break;
                } else if (token.kind == Tok::Possessive) {
                    arg += token.text;
                } else {
                    arg += (arg.isEmpty() ? QString() : QStringLiteral(" ")) + token.text;
                }
            }
            if (name.args.size() == 1 && name.args.front().isEmpty())
                name.args.clear();
        } else {
            while (phraseContinues()) {
                const Token token = next();
                if (token.kind == Tok::Possessive)
                    name.text += token.text;
                else
                    name.text += QStringLiteral(" ") + token.text;
            }
        }
        ConditionError problem;
        std::optional<ValueRef> ref = m_names.resolve(name, problem);
        if (!ref)
            return fail(first, problem.code, problem.args, problem.number);
        auto node = std::make_shared<Node>();
        node->kind = Node::Kind::Value;
        node->ref = std::move(*ref);
        node->column = first.column;
        node->op = name.written();
        return node;
    }

    std::vector<Token> m_tokens;
    std::size_t m_pos = 0;
    int m_nesting = 0;
    const ConditionVocabulary &m_names;
    ConditionError &m_error;
};

std::optional<Decimal> evaluateNode(const Node &node, const DebugEngine &engine, ConditionError &error)
{
    const Decimal one = Decimal::fromInt(1);
    switch (node.kind) {
    case Node::Kind::Number:
        return node.number;
    case Node::Kind::Value: {
        ConditionError why{node.column, ConditionError::Code::NoValue};
        std::optional<Decimal> value = engine.valueOf(node.ref, why);
        if (!value) {
            // The engine says why as a code and its arguments; the name comes first.
            why.column = node.column;
            why.args.prepend(node.op);
            error = why;
        }
        return value;
    }
    case Node::Kind::Not: {
        auto value = evaluateNode(*node.left, engine, error);
        if (!value)
            return std::nullopt;
        return value->isZero() ? one : Decimal();
    }
    case Node::Kind::Negate: {
        auto value = evaluateNode(*node.left, engine, error);
        if (!value)
            return std::nullopt;
        return value->negated();
    }
    case Node::Kind::And:
    case Node::Kind::Or: {
        auto left = evaluateNode(*node.left, engine, error);
        if (!left)
            return std::nullopt;
        const bool isAnd = node.kind == Node::Kind::And;
        if (isAnd == left->isZero())
            return isAnd ? Decimal() : one; // decided by the left side
        auto right = evaluateNode(*node.right, engine, error);
        if (!right)
            return std::nullopt;
        return right->isZero() ? Decimal() : one;
    }
    case Node::Kind::Compare:
    case Node::Kind::Arith: {
        auto left = evaluateNode(*node.left, engine, error);
        if (!left)
            return std::nullopt;
        auto right = evaluateNode(*node.right, engine, error);
        if (!right)
            return std::nullopt;
        if (node.kind == Node::Kind::Compare) {
            const auto order = *left <=> *right;
            bool holds = false;
            if (node.op == QLatin1String(">"))
                holds = order > 0;
            else if (node.op == QLatin1String(">="))
                holds = order >= 0;
            else if (node.op == QLatin1String("<"))
                holds = order < 0;
            else if (node.op == QLatin1String("<="))
                holds = order <= 0;
            else if (node.op == QLatin1String("!="))
                holds = order != 0;
            else
                holds = order == 0;
            return holds ? one : Decimal();
        }
        std::optional<Decimal> result;
        if (node.op == QLatin1String("+"))
            result = left->plus(*right);
        else if (node.op == QLatin1String("-"))
            result = left->minus(*right);
        else if (node.op == QLatin1String("*"))
            result = left->times(*right);
        else if (right->isZero())
            error = {node.column, ConditionError::Code::DivisionByZero};
        else
            result = left->dividedBy(*right);
        if (!result && !error.isError())
            error = {node.column, ConditionError::Code::TooLarge};
        return result;
    }
    }
    return std::nullopt;
}

} // namespace

Condition::Condition() = default;
Condition::~Condition() = default;
Condition::Condition(const Condition &) = default;
Condition &Condition::operator=(const Condition &) = default;

std::optional<Condition> Condition::parse(const QString &text, const ConditionVocabulary &names, ConditionError &error)
{
    error = {};
    Condition condition;
    if (text.trimmed().isEmpty())
        return condition;
    std::vector<Token> tokens;
    if (!tokenize(text, tokens, error))
        return std::nullopt;
    Parser parser(std::move(tokens), names, error);
    condition.m_root = parser.parseAll();
    if (!condition.m_root)
        return std::nullopt;
    return condition;
}

bool Condition::isEmpty() const
{
    return m_root == nullptr;
}

namespace {

std::optional<std::uint64_t> kindsOf(const Node &node, const DebugEngine &engine)
{
    if (node.kind == Node::Kind::Number)
        return 0;
    if (node.kind == Node::Kind::Value)
        return engine.changeKinds(node.ref);
    std::uint64_t kinds = 0;
    for (const NodePtr &child : {node.left, node.right}) {
        if (!child)
            continue;
        const std::optional<std::uint64_t> more = kindsOf(*child, engine);
        if (!more)
            return std::nullopt;
        kinds |= *more;
    }
    return kinds;
}

} // namespace

std::optional<std::uint64_t> Condition::changeKinds(const DebugEngine &engine) const
{
    return m_root ? kindsOf(*m_root, engine) : std::optional<std::uint64_t>(0);
}

std::optional<bool> Condition::evaluate(const DebugEngine &engine, ConditionError &error) const
{
    error = {};
    if (!m_root)
        return true;
    const std::optional<Decimal> value = evaluateNode(*m_root, engine, error);
    if (!value)
        return std::nullopt;
    return !value->isZero();
}

std::optional<Decimal> Condition::value(const DebugEngine &engine, ConditionError &error) const
{
    error = {};
    if (!m_root)
        return Decimal::fromInt(1);
    return evaluateNode(*m_root, engine, error);
}

} // namespace Foulplay::Core::Debug

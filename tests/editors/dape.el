;;; dape.el --- the manual's dape snippet, loaded without dape  -*- lexical-binding: t -*-
;; dape is not packaged in Debian: a stand-in `dape-configs' takes what the
;; snippet of docs/dap.md adds. Checks that it loads, that each entry runs
;; foulplay-dap from PATH, and that its launch arguments are documented
;; (FOULPLAY_LAUNCH_ARGUMENTS, space-separated).
;;   FOULPLAY_SNIPPET=FILE emacs --batch -l tests/editors/dape.el
(require 'cl-lib)
(defvar foulplay-failures 0)
(defun foulplay-check (ok what)
  (princ (format "%s: %s\n" (if ok "ok" "FAILED") what))
  (unless ok (cl-incf foulplay-failures)))

(defvar dape-configs nil)
(let ((documented (mapcar (lambda (name) (intern (concat ":" name)))
                          (split-string (getenv "FOULPLAY_LAUNCH_ARGUMENTS"))))
      (loaded (condition-case oops
                  (progn (load (getenv "FOULPLAY_SNIPPET") nil t t)
                         ;; As if dape loaded now: inside this file's own load,
                         ;; `with-eval-after-load' would wait for its end.
                         (let ((load-file-name nil)) (provide 'dape))
                         t)
                (error (princ (format "%S\n" oops)) nil))))
  (foulplay-check loaded "dape: the snippet loads")
  (dolist (name '(foulplay foulplay-battle))
    (let* ((entry (cdr (assq name dape-configs)))
           (unknown (cl-loop for (key _value) on entry by #'cddr
                             when (and (keywordp key) (not (memq key '(:type :request)))
                                       (not (memq key documented)))
                             collect key)))
      (foulplay-check (and entry (equal (plist-get entry 'command) "foulplay-dap")
                           (executable-find "foulplay-dap"))
                      (format "dape: %s runs foulplay-dap from PATH" name))
      (foulplay-check (and (equal (plist-get entry :type) "foulplay") (equal (plist-get entry :request) "launch")
                           (null unknown))
                      (format "dape: %s launches foulplay with documented arguments only (unknown: %S)"
                              name unknown)))))
(kill-emacs (if (zerop foulplay-failures) 0 1))

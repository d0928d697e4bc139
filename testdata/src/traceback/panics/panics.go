// Package panics serves image tools over the official MCP SDK. Its typed
// handlers recover from panics in the image code; some hand the panic
// value to the model, the others log it.
package panics

import (
	"context"
	"errors"
	"fmt"
	"image"
	"log"
	"runtime/debug"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Images holds the images the tools work on.
type Images struct {
	byID map[string]image.Image
}

type ResizeIn struct {
	ID     string `json:"id"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
}

type ResizeOut struct {
	ID string `json:"id"`
}

type CropIn struct {
	ID   string          `json:"id"`
	Rect image.Rectangle `json:"rect"`
}

// Register adds the image tools to s.
func Register(s *mcp.Server, im *Images) {
	mcp.AddTool(s, &mcp.Tool{Name: "resize_image"}, im.resizeImage)
	mcp.AddTool(s, &mcp.Tool{Name: "crop_image"}, im.cropImage)
	mcp.AddTool(s, &mcp.Tool{Name: "rotate_image"}, im.rotateImage)
	mcp.AddTool(s, &mcp.Tool{Name: "describe_image"}, im.describeImage)
	mcp.AddTool(s, &mcp.Tool{Name: "flip_image"}, im.flipImage)
}

func (im *Images) resizeImage(ctx context.Context, req *mcp.CallToolRequest, in ResizeIn) (res *mcp.CallToolResult, out ResizeOut, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r) // want `tool resize_image returns a recovered panic value to the model: the runtime's words give the model no reason it can act on; log it, return the module's sentence`
		}
	}()
	img, ok := im.byID[in.ID]
	if !ok {
		return nil, ResizeOut{}, errors.New("no image with that id. Not transient; list the images first.")
	}
	im.byID[in.ID+"-small"] = scale(img, in.Width, in.Height)
	return nil, ResizeOut{ID: in.ID + "-small"}, nil
}

func (im *Images) cropImage(ctx context.Context, req *mcp.CallToolRequest, in CropIn) (res *mcp.CallToolResult, out ResizeOut, err error) {
	defer func() {
		if r := recover(); r != nil {
			log.Printf("crop_image %s: panic: %v\n%s", in.ID, r, debug.Stack())
			err = errors.New("cropping failed unexpectedly. Not transient; report it to the operator.")
		}
	}()
	img, ok := im.byID[in.ID]
	if !ok {
		return nil, ResizeOut{}, errors.New("no image with that id. Not transient; list the images first.")
	}
	sub := img.(interface {
		SubImage(image.Rectangle) image.Image
	}).SubImage(in.Rect)
	im.byID[in.ID+"-crop"] = sub
	return nil, ResizeOut{ID: in.ID + "-crop"}, nil
}

func (im *Images) rotateImage(ctx context.Context, req *mcp.CallToolRequest, in ResizeIn) (res *mcp.CallToolResult, out ResizeOut, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("rotating %s failed: %v\n%s", in.ID, r, debug.Stack()) // want `tool rotate_image returns a stack trace from runtime/debug.Stack to the model`
		}
	}()
	img := im.byID[in.ID]
	im.byID[in.ID+"-rot"] = rotate(img)
	return nil, ResizeOut{ID: in.ID + "-rot"}, nil
}

func (im *Images) describeImage(ctx context.Context, req *mcp.CallToolRequest, in ResizeIn) (res *mcp.CallToolResult, out string, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = &mcp.CallToolResult{}
			res.SetError(fmt.Errorf("describe: %v", r)) // want `tool describe_image passes a recovered panic value to \(\*mcp.CallToolResult\).SetError`
		}
	}()
	b := im.byID[in.ID].Bounds()
	return nil, fmt.Sprintf("%dx%d", b.Dx(), b.Dy()), nil
}

func (im *Images) flipImage(ctx context.Context, req *mcp.CallToolRequest, in ResizeIn) (res *mcp.CallToolResult, out ResizeOut, err error) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		if e, ok := r.(error); ok {
			err = e // want `tool flip_image returns a recovered panic value to the model`
			return
		}
		err = errors.New("flipping failed unexpectedly. Not transient; report it to the operator.")
	}()
	im.byID[in.ID+"-flip"] = mirror(im.byID[in.ID])
	return nil, ResizeOut{ID: in.ID + "-flip"}, nil
}

func scale(img image.Image, w, h int) image.Image {
	if w <= 0 || h <= 0 {
		panic(fmt.Sprintf("bad size %dx%d", w, h))
	}
	return img
}

func rotate(img image.Image) image.Image {
	if img == nil {
		panic("nil image")
	}
	return img
}

func mirror(img image.Image) image.Image {
	if img.Bounds().Empty() {
		panic(errors.New("image: empty bounds"))
	}
	return img
}
